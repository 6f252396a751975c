import CatalogCLI
import Foundation
import TestSupport
import Testing

@Suite("catalog products add, edit and delete")
struct ProductsEditCommandsTests {
    let directory: TemporaryDirectory
    var database: String { directory.file("catalog.sqlite") }

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("add saves a product that products and categories then see")
    func add() async {
        let added = await catalog("products", "add", "--name", "Zeppelin Lantern", "--price", "24.50", "--category", "lighting", "--stock", "7", "--database", database)
        #expect(added.status == .success && added.stdout.hasPrefix("Zeppelin Lantern\n"))
        #expect(added.stdout.contains("Price     $24.50") && added.stdout.contains("ID        601"))
        #expect(await catalog("products", "--search", "zeppelin", "--database", database).stdout.contains("601  Zeppelin Lantern"))
        #expect(await catalog("categories", "--database", database).stdout.contains("Lighting     76 products  lighting"))
    }

    @Test("Bad fields are one line each on stderr, status 2, and nothing is saved; a name taken in the category is found as it saves")
    func invalid() async {
        let run = await catalog("products", "add", "--name", " ", "--price", "abc", "--currency", "XYZ", "--category", "lighting", "--stock=-1", "--database", database)
        #expect(run.status == .invalidDraft && run.stdout.isEmpty)
        #expect(run.stderrLines == [
            "catalog: name is required",
            "catalog: price “abc” is not an amount; write it like 12.50",
            "catalog: currency “XYZ” is not a currency we know; use USD, EUR, GBP, JPY",
            "catalog: stock cannot be negative",
        ])
        let taken = await catalog("products", "add", "--name", "brass desk lamp", "--price", "12.50", "--category", "lighting", "--database", database)
        #expect(taken.status == .invalidDraft && taken.stderrLines == ["catalog: name “brass desk lamp” is taken in lighting; choose another"])
        #expect(await catalog("products", "--page-size", "1", "--database", database).stdout.contains("600 products"))
    }

    @Test("edit changes only the fields given and counts the version up")
    func edit() async throws {
        let run = await catalog("products", "edit", "42", "--price", "12.50", "--json", "--database", database)
        #expect(run.status == .success)
        let product = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(product["price"] as? String == "$12.50" && product["version"] as? Int == 2 && product["name"] as? String == "Concrete Floor Lamp")
    }

    @Test("A stale --expect-version is status 3 with the product as it is now, and saves nothing")
    func conflict() async {
        // A summary may hold line breaks: repeated, it stays on the failure's one line.
        _ = await catalog("products", "edit", "42", "--stock", "50", "--summary", "Now lit.\ncatalog: nothing was saved", "--database", database)
        let run = await catalog("products", "edit", "42", "--stock", "9", "--expect-version", "1", "--database", database)
        #expect(run.status == .conflict && run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("The product 42 was changed by someone else") && run.stderr.contains("summary “Now lit. catalog: nothing was saved”"))
        #expect(run.stderr.hasSuffix("stock “50”.\n"), "\(run.stderr)")
        #expect(await catalog("products", "42", "--database", database).stdout.contains("Stock     50 in stock"))
    }

    @Test("delete asks first: no deletes nothing, yes deletes; without a terminal it needs --yes")
    func delete() async {
        let declined = await catalog(arguments: ["products", "delete", "7", "--database", database], ask: { _ in "n" })
        #expect(declined.status == .success && declined.stdout == "Nothing was deleted.\n")
        #expect(await catalog("products", "7", "--database", database).status == .success)

        let unasked = await catalog("products", "delete", "7", "--database", database)
        #expect(unasked.status == .usage && unasked.stderr.contains("add --yes"))

        let questions = QuestionLog()
        let confirmed = await catalog(arguments: ["products", "delete", "7", "--database", database], ask: { questions.record($0) })
        #expect(confirmed.status == .success && confirmed.stdout == "Deleted product 7.\n")
        #expect(questions.asked.first?.hasPrefix("Delete product 7, “") == true)
        #expect(await catalog("products", "7", "--database", database).status == .notFound)
        #expect(await catalog("products", "delete", "8", "--yes", "--database", database).status == .success)
    }
}
