import CatalogCLI
import Foundation
import Testing

@Suite("catalog products")
struct ProductsCommandTests {
    @Test("Page 2 of the lamps: a title, 20 rows and where the page sits")
    func secondPageOfLamps() async throws {
        let run = await catalog("products", "--search", "lamp", "--page", "2", "--in-memory")
        #expect(run.status == .success)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "Results for “lamp”")
        #expect(lines[1].hasPrefix(" ID  Name"))
        let titleHeaderRowsFooter = 22 + 1
        try #require(lines.count == titleHeaderRowsFooter)
        #expect(lines[22].hasSuffix(" · Page 2 of 4"))
        #expect(lines[2...21].allSatisfy { $0.contains("Lamp") })
    }

    @Test("JSON holds the request as understood and the page's products")
    func json() async throws {
        let run = await catalog("products", "--category", "garden", "--sort", "price-desc", "--page-size", "5", "--json", "--in-memory")
        #expect(run.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["category"] as? String == "garden")
        #expect(object["sort"] as? String == "price-desc")
        #expect(object["page"] as? Int == 1 && object["pageSize"] as? Int == 5)
        #expect(object["totalCount"] as? Int == 75 && object["pageCount"] as? Int == 15)
        let products = try #require(object["products"] as? [[String: Any]])
        #expect(products.count == 5)
        #expect(products.allSatisfy { $0["category"] as? String == "Garden" })
        let prices = products.compactMap { ($0["price"] as? String).flatMap { Double($0.dropFirst().replacingOccurrences(of: ",", with: "")) } }
        #expect(prices == prices.sorted(by: >) && prices.count == 5)
    }

    @Test("Nothing found is not an error: the reason is printed and the status is 0")
    func emptyResult() async {
        let run = await catalog("products", "--search", "unicorn", "--in-memory")
        #expect(run.status == .success)
        #expect(run.stdout == "No matches\nNo products match “unicorn”. Try fewer or shorter words.\n")
    }

    @Test("Bad paging is one line on stderr and exit 64", arguments: [
        (["--page", "0"], "Page 0 does not exist"),
        (["--page=-3"], "Page -3 does not exist"),
        (["--page-size", "500"], "A page size of 500 is out of range: choose 1 to 100."),
        (["--page", "two"], "two"),
        (["--sort", "random"], "random"),
        (["--category", "Home Office"], "is not a category"),
    ])
    func badInput(arguments: [String], message: String) async {
        let run = await catalog(arguments: ["products", "--in-memory"] + arguments)
        #expect(run.status == .usage)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("catalog: ") && run.stderr.contains(message))
    }

    @Test("Without a terminal, plain catalog prints the first page and a hint")
    func noTerminal() async {
        let run = await catalog("--in-memory")
        #expect(run.status == .success)
        #expect(run.stdout.hasPrefix("All products\n"))
        #expect(run.stdout.contains("600 products · Page 1 of 30"))
        let name = "catalog" // the command's name, which a fork's rename changes
        #expect(run.stdout.hasSuffix("Run \(name) in a terminal to browse interactively, or see \(name) --help for commands.\n"))
    }

    @Test("Help is printed to stdout with status 0")
    func help() async {
        let group = await catalog("products", "--help")
        #expect(group.status == .success && group.stdout.contains("show (default)") && group.stdout.contains("Without a subcommand it runs show"))
        let run = await catalog("products", "show", "--help")
        #expect(run.status == .success)
        #expect(run.stdout.contains("--search <text>") && run.stdout.contains("--in-memory"))
    }
}
