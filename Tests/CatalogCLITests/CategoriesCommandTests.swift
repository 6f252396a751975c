import CatalogCLI
import Foundation
import Testing

@Suite("catalog categories")
struct CategoriesCommandTests {
    @Test("Every sample category, by name, with its count and slug")
    func text() async {
        let run = await catalog("categories", "--in-memory")
        #expect(run.status == .success && run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Categories")
        #expect(lines[1] == "Category        Products  Slug")
        #expect(lines[2] == "Decor        75 products  decor")
        #expect(lines.contains("Home Office  75 products  home-office"))
        #expect(lines.last == "8 categories")
        #expect(lines.count == 11)
    }

    @Test("--json gives each category's slug, name, count and link")
    func json() async throws {
        let run = await catalog("categories", "--demo", "--json")
        #expect(run.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let categories = try #require(object["categories"] as? [[String: Any]])
        #expect(categories.map { $0["slug"] as? String } == ["garden", "kitchen", "lighting"])
        #expect(categories.last?["productCount"] as? Int == 30)
        #expect(categories.last?["link"] as? String == "catalog://products?category=lighting")
    }

    @Test("The link opens the same screen, and a failing catalog is exit 74")
    func linkAndFailure() async {
        let direct = await catalog("categories", "--demo")
        let opened = await catalog("open", "catalog://categories", "--demo")
        #expect(opened.stdout == direct.stdout)
        let failing = await catalog("categories", "--demo", "--fail")
        #expect(failing.status == .storageUnavailable && failing.stderrLines.count == 1)
    }
}
