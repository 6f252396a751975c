import CatalogCLI
import Foundation
import Testing

@Suite("catalog products ID and catalog open")
struct ShowAndOpenCommandTests {
    @Test("products ID prints one product in full")
    func show() async {
        let run = await catalog("products", "42", "--in-memory")
        #expect(run.status == .success)
        #expect(run.stdout == """
            Concrete Floor Lamp
            A concrete floor lamp with a warm, dimmable glow.

            Price     $189.99
            Stock     9 in stock
            Category  Lighting
            ID        42
            Link      catalog://products/42

            """)
    }

    @Test("products ID --json has the same product")
    func showJSON() async throws {
        let run = await catalog("products", "42", "--json", "--in-memory")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Concrete Floor Lamp")
        #expect(object["price"] as? String == "$189.99")
        #expect(object["categorySlug"] as? String == "lighting")
        #expect(object["link"] as? String == "catalog://products/42")
    }

    @Test("An unknown id is exit 1 with one line; a malformed one, or one with a list's option, is exit 64", arguments: [
        (["products", "99999"], CLIExitStatus.notFound, "catalog: No product has the id 99999.\n"),
        (["products", "abc"], .usage, "catalog: “abc” is not a product id; ids are whole numbers from 1. (see 'catalog --help')\n"),
        (["products", "0"], .usage, "catalog: “0” is not a product id; ids are whole numbers from 1. (see 'catalog --help')\n"),
        (["products", "42", "--search", "lamp"], .usage, "catalog: --search is for a page of products, not for one by its id (see 'catalog --help')\n"),
    ])
    func badIDs(arguments: [String], status: CLIExitStatus, stderr: String) async {
        let run = await catalog(arguments: arguments + ["--in-memory"])
        #expect(run.status == status)
        #expect(run.stderr == stderr)
        #expect(run.stdout.isEmpty)
    }

    @Test("open prints exactly what the command for the same screen prints", arguments: [
        ("catalog://products/42", ["products", "42"]),
        ("catalog://products?search=lamp&page=2", ["products", "--search", "lamp", "--page", "2"]),
        ("catalog://products?category=decor&sort=price-asc&page-size=3", ["products", "--category", "decor", "--sort", "price-asc", "--page-size", "3"]),
    ])
    func openMatchesCommands(link: String, equivalent: [String]) async {
        let opened = await catalog("open", link, "--in-memory")
        let direct = await catalog(arguments: equivalent + ["--in-memory"])
        #expect(opened.status == .success)
        #expect(opened.stdout == direct.stdout)
    }

    @Test("An unknown link is exit 65 with the reason", arguments: [
        ("https://example.com", "Links with the scheme “https:” are not this app's links; use catalog://."),
        ("catalog://nowhere/1", "Nothing lives at “/nowhere/1”"),
        ("catalog://products/x1", "“x1” is not a product id"),
    ])
    func badLinks(link: String, message: String) async {
        let run = await catalog("open", link, "--in-memory")
        #expect(run.status == .badLink)
        #expect(run.stderrLines.count == 1 && run.stderr.contains(message))
    }
}
