import CatalogCLI
import Foundation
import Presentation
import Testing

@Suite("`catalog` warehouses")
struct WarehousesCommandTests {
    @Test("Every warehouse as a table, with a header and a count")
    func table() async {
        let result = await catalog("warehouses", "--demo")
        #expect(result.status == .success && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Warehouses")
        #expect(lines[1].hasPrefix("ID  " + WarehouseViewData.Field.allCases[0].label))
        #expect(lines.last == "3 warehouses · Page 1 of 1")
        #expect(lines.count == 6)
    }


    @Test("A page of the list by --page and --page-size, as text and as JSON; a page out of bounds is a usage error")
    func pages() async throws {
        let text = await catalog("warehouses", "--demo", "--page", "2", "--page-size", "2")
        #expect(text.status == .success)
        #expect(text.stdout.split(separator: "\n").last == "3 warehouses · Page 2 of 2")
        let json = await catalog("warehouses", "--demo", "--page", "2", "--page-size", "2", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["warehouses"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [3])
        #expect(object["page"] as? Int == 2 && object["pageSize"] as? Int == 2 && object["pageCount"] as? Int == 2 && object["totalCount"] as? Int == 3)
        let pastTheEnd = await catalog("warehouses", "--demo", "--page", "9", "--page-size", "2", "--json")
        let emptyObject = try #require(try JSONSerialization.jsonObject(with: Data(pastTheEnd.stdout.utf8)) as? [String: Any])
        #expect(emptyObject["page"] as? Int == 9 && emptyObject["pageSize"] as? Int == 2 && emptyObject["pageCount"] as? Int == 2)
        #expect((emptyObject["warehouses"] as? [Any])?.isEmpty == true && (emptyObject["message"] as? String)?.contains("past the last page") == true)
        let outOfBounds = await catalog("warehouses", "--demo", "--page-size", "101")
        #expect(outOfBounds.status == .usage && outOfBounds.stderr.contains("A page size of 101 is out of range"))
        // Read by the list's grammar, so in the words its links and pages use.
        let malformed = await catalog("warehouses", "--demo", "--page", "abc")
        #expect(malformed.status == .usage && malformed.stderr.contains("“abc” is not a page number; pages are whole numbers from 1."), "\(malformed.stderr)")
    }

    @Test("One warehouse by id, as text and as JSON with its link")
    func one() async throws {
        let text = await catalog("warehouses", "2", "--demo")
        #expect(text.status == .success)
        #expect(text.stdout.split(separator: "\n").count == 1 + WarehouseViewData.Field.allCases.count, "the heading, then a line per field")
        let json = await catalog("warehouses", "2", "--demo", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["id"] as? Int == 2)
        #expect((object["link"] as? String)?.hasSuffix("://warehouses/2") == true)
        #expect(object["version"] as? Int == 1, "what edit --expect-version takes")
    }

    @Test("An unknown id is exit 1, a bad id or an id with a list's option is a usage error, an empty store says so")
    func failures() async {
        let missing = await catalog("warehouses", "99", "--demo")
        #expect(missing.status == .notFound && missing.stderr.contains("No warehouse has the id 99."))
        for id in ["0", "+2", "2x"] {
            let bad = await catalog("warehouses", id, "--demo")
            #expect(bad.status == .usage && bad.stderr.contains("“\(id)” is not a warehouse id; ids are whole numbers from 1."), "the words every address uses")
        }
        let listOption = await catalog("warehouses", "1", "--page", "2", "--demo")
        #expect(listOption.status == .usage && listOption.stderr.contains("--page is for a page of warehouses, not for one by its id"), "\(listOption.stderr)")
        let empty = await catalog("warehouses", "--in-memory")
        #expect(empty.status == .success && empty.stdout.contains("There are no warehouses yet."))
    }

    @Test("A store that cannot be read is exit 74 with one line that says what to do: a file that is no database, a folder, the demo asked to fail")
    func unreadableStore() async throws {
        try await expectUnreadableStoreExit(["warehouses"], ["warehouses", "1"])
    }

    @Test("In the interactive browser, n and p turn the list's pages")
    func browserPages() async {
        let link = "catalog://warehouses?page-size=2"
        let next = ScriptedTerminal(keys: [.character("n")])
        _ = await catalog(arguments: ["open", link, "--demo"], terminal: next)
        #expect(next.lastFrame.contains("Page 2 of 2") && next.lastFrame.contains("n/p page"))
        let back = ScriptedTerminal(keys: [.character("n"), .character("p")])
        _ = await catalog(arguments: ["open", link, "--demo"], terminal: back)
        #expect(back.lastFrame.contains("Page 1 of 2"))
    }
}
