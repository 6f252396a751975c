import CatalogCLI
import Composition
import Domain
import Foundation
import Mocks
import Presentation
import Testing

@Suite("`catalog` warehouses add, edit and delete")
struct WarehousesEditCommandsTests {
    /// A database file of the test's own, removed after it, holding the fixtures of each
    /// feature a warehouse refers to.
    func withDatabase(_ body: (String) async throws -> Void) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("warehouses-\(UUID().uuidString).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let seeding = AppContainer.live(LiveConfiguration(store: .file(path: path), seedsEmptyDatabase: false))
        await seeding.close()
        try await body(path)
    }

    @Test("add saves a warehouse that warehouses then prints; edit changes the fields given over the version read")
    func addAndEdit() async throws {
        try await withDatabase { database in
            let added = await catalog("warehouses", "add", "--name=Typed Name 1", "--database", database)
            #expect(added.status == .success && added.stderr.isEmpty)
            #expect(await catalog("warehouses", "1", "--database", database).stdout == added.stdout)
            let edited = await catalog("warehouses", "edit", "1", "--name=Typed Name 2", "--database", database)
            #expect(edited.status == .success && edited.stdout != added.stdout)
            let stale = await catalog("warehouses", "edit", "1", "--name=Typed Name 3", "--expect-version", "1", "--database", database)
            #expect(stale.status == .conflict && stale.stderr.contains("now at version 2") && stale.stderr.contains(" Now: ") && stale.stderrLines.count == 1, "\(stale.stderr)")
            #expect(await catalog("warehouses", "1", "--database", database).stdout == edited.stdout, "a conflict saves nothing")
        }
    }

    /// An add that saves, but for the database: each field given.
    static let adding = ["warehouses", "add", "--name=Typed Name 1"]


    @Test("Every field that cannot be saved is a line on stderr, the status is 2, and nothing is saved")
    func invalid() async throws {
        try await withDatabase { database in
            let run = await catalog("warehouses", "add", "--name= ", "--database", database)
            #expect(run.status == .invalidDraft && run.stdout.isEmpty)
            #expect(run.stderrLines.count == WarehouseForm.Field.allCases.count)
            #expect(await catalog("warehouses", "--database", database).stdout.contains("There are no warehouses yet."))
        }
    }

    @Test("add with the values no two warehouses may share, given again, names a field taken; the status is 2")
    func addTaken() async throws {
        try await withDatabase { database in
            let arguments = ["warehouses", "add", "--name=Typed Name 1", "--database", database]
            let taken: [String] = [
                "name “Typed Name 1” is taken; choose another",
            ]
            // A feature whose values may all be shared has nothing to refuse.
            guard !taken.isEmpty else { return }
            #expect(await catalog(arguments: arguments).status == .success)
            let again = await catalog(arguments: arguments)
            // The store names the first unique index the statement breaks.
            #expect(again.status == .invalidDraft && !again.stderrLines.isEmpty, "\(again.stderr)")
            #expect(again.stderrLines.allSatisfy { line in taken.contains { "catalog: \($0)" == line } }, "\(again.stderr)")
        }
    }

    @Test("add with no field given names each field it needs as required, the status is 2, and nothing is saved")
    func addNeedsEveryValue() async throws {
        try await withDatabase { database in
            // Every field but a flag, which is no unless given, and an optional one.
            let required: [String] = [
                "name",
            ]
            let run = await catalog("warehouses", "add", "--database", database)
            guard !required.isEmpty else { return }
            #expect(run.status == .invalidDraft && run.stdout.isEmpty)
            #expect(run.stderrLines == required.map { "catalog: \($0) is required" }, "\(run.stderr)")
            #expect(await catalog("warehouses", "--database", database).stdout.contains("There are no warehouses yet."))
        }
    }
    @Test("In the interactive browser, e on a warehouse opens its fields to edit, the first selected; enter saves them")
    func browserEdits() async {
        let opened = ScriptedTerminal(keys: [.character("e")])
        _ = await catalog(arguments: ["open", "catalog://warehouses/1", "--demo"], terminal: opened)
        #expect(opened.lastFrame.contains("> " + WarehouseForm.Field.allCases[0].label))
        #expect(opened.lastFrame.hasSuffix("↑↓ field · type to change · enter save · esc cancel"))
        let saved = ScriptedTerminal(keys: [.character("e"), .enter])
        _ = await catalog(arguments: ["open", "catalog://warehouses/1", "--demo"], terminal: saved)
        // The first text names it; without one, its id does.
        let texts: [String] = [
            "Name 1",
        ]
        #expect(saved.lastFrame.hasSuffix("Saved \(texts.first ?? "Warehouse 1") (version 2)."))
    }

    @Test("delete asks, and without a terminal deletes only with --yes")
    func delete() async throws {
        try await withDatabase { database in
            _ = await catalog("warehouses", "add", "--name=Typed Name 2", "--database", database)
            #expect(await catalog("warehouses", "delete", "1", "--database", database).status == .usage)
            let deleted = await catalog("warehouses", "delete", "1", "--yes", "--database", database)
            #expect(deleted.status == .success && deleted.stdout == "Deleted warehouse 1.\n")
            #expect(await catalog("warehouses", "1", "--database", database).status == .notFound)
        }
    }
}
