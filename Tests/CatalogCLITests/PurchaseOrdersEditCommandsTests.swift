import CatalogCLI
import Composition
import Domain
import Foundation
import Mocks
import Presentation
import Testing

@Suite("`catalog` purchase-orders add, edit and delete")
struct PurchaseOrdersEditCommandsTests {
    /// A database file of the test's own, removed after it, holding the fixtures of each
    /// feature a purchase order refers to.
    func withDatabase(_ body: (String) async throws -> Void) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("purchase-orders-\(UUID().uuidString).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let seeding = AppContainer.live(LiveConfiguration(store: .file(path: path), seedsEmptyDatabase: false))
        for warehouse in WarehouseFixtures.all { _ = try await seeding.createWarehouse.execute(WarehouseDraft(warehouse)) }
        await seeding.close()
        try await body(path)
    }

    @Test("add saves a purchase order that purchase-orders then prints; edit changes the fields given over the version read")
    func addAndEdit() async throws {
        try await withDatabase { database in
            let added = await catalog("purchase-orders", "add", "--supplier-name=Typed Supplier name 1", "--order-code=Typed Order code 1", "--unit-count=7", "--total-cost=3.50 EUR", "--expected-at=2026-03-01 10:30", "--fully-received=yes", "--delivery-note=Typed Delivery note 1", "--issued-on=2026-03-01", "--shipping-speed=express", "--destination=2", "--database", database)
            #expect(added.status == .success && added.stderr.isEmpty)
            #expect(await catalog("purchase-orders", "1", "--database", database).stdout == added.stdout)
            let edited = await catalog("purchase-orders", "edit", "1", "--supplier-name=Typed Supplier name 2", "--order-code=Typed Order code 2", "--unit-count=14", "--total-cost=6.50 EUR", "--expected-at=2026-03-02 10:30", "--fully-received=no", "--delivery-note", "", "--issued-on=2026-03-02", "--shipping-speed=overnight", "--destination=3", "--database", database)
            #expect(edited.status == .success && edited.stdout != added.stdout)
            let stale = await catalog("purchase-orders", "edit", "1", "--supplier-name=Typed Supplier name 3", "--order-code=Typed Order code 3", "--unit-count=21", "--total-cost=9.50 EUR", "--expected-at=2026-03-03 10:30", "--fully-received=yes", "--delivery-note=Typed Delivery note 3", "--issued-on=2026-03-03", "--shipping-speed=standard", "--destination=1", "--expect-version", "1", "--database", database)
            #expect(stale.status == .conflict && stale.stderr.contains("now at version 2") && stale.stderr.contains(" Now: ") && stale.stderrLines.count == 1, "\(stale.stderr)")
            #expect(await catalog("purchase-orders", "1", "--database", database).stdout == edited.stdout, "a conflict saves nothing")
        }
    }

    /// An add that saves, but for the database: each field given.
    static let adding = ["purchase-orders", "add", "--supplier-name=Typed Supplier name 1", "--order-code=Typed Order code 1", "--unit-count=7", "--total-cost=3.50 EUR", "--expected-at=2026-03-01 10:30", "--fully-received=yes", "--delivery-note=Typed Delivery note 1", "--issued-on=2026-03-01", "--shipping-speed=express", "--destination=2"]

    @Test("add of a warehouse that does not exist names the field, the status is 2; a warehouse one refers to is not deleted while it does, the status 3, or takes it along")
    func destinationKept() async throws {
        try await withDatabase { database in
            let unknown = await catalog(arguments: Self.adding.map { $0.hasPrefix("--destination=") ? "--destination=99" : $0 } + ["--database", database])
            #expect(unknown.status == .invalidDraft && unknown.stderrLines == ["catalog: destination “99” does not exist; choose one that does"], "\(unknown.stderr)")
            let added = await catalog(arguments: Self.adding + ["--database", database])
            #expect(added.status == .success)
            let deleted = await catalog("warehouses", "delete", "2", "--yes", "--database", database)
            #expect(deleted.status == .success || deleted.status == .conflict && deleted.stderr.contains("cannot be deleted while other items refer to it"), "\(deleted.stderr)")
            #expect(await catalog("purchase-orders", "1", "--database", database).status == (deleted.status == .conflict ? .success : .notFound))
        }
    }

    @Test("Every field that cannot be saved is a line on stderr, the status is 2, and nothing is saved")
    func invalid() async throws {
        try await withDatabase { database in
            let run = await catalog("purchase-orders", "add", "--supplier-name= ", "--order-code= ", "--unit-count=abc", "--total-cost=abc", "--expected-at=tomorrow", "--fully-received=maybe", "--delivery-note=Bell\u{07}", "--issued-on=someday", "--shipping-speed=teleport", "--destination=nowhere", "--database", database)
            #expect(run.status == .invalidDraft && run.stdout.isEmpty)
            #expect(run.stderrLines.count == PurchaseOrderForm.Field.allCases.count)
            #expect(await catalog("purchase-orders", "--database", database).stdout.contains("There are no purchase orders yet."))
        }
    }

    @Test("add with the values no two purchase orders may share, given again, names a field taken; the status is 2")
    func addTaken() async throws {
        try await withDatabase { database in
            let arguments = ["purchase-orders", "add", "--supplier-name=Typed Supplier name 1", "--order-code=Typed Order code 1", "--unit-count=7", "--total-cost=3.50 EUR", "--expected-at=2026-03-01 10:30", "--fully-received=yes", "--delivery-note=Typed Delivery note 1", "--issued-on=2026-03-01", "--shipping-speed=express", "--destination=2", "--database", database]
            let taken: [String] = [
                "order code “Typed Order code 1” is taken; choose another",
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
                "supplier name",
                "order code",
                "unit count",
                "total cost",
                "expected at",
                "issued on",
                "shipping speed",
                "destination",
            ]
            let run = await catalog("purchase-orders", "add", "--database", database)
            guard !required.isEmpty else { return }
            #expect(run.status == .invalidDraft && run.stdout.isEmpty)
            #expect(run.stderrLines == required.map { "catalog: \($0) is required" }, "\(run.stderr)")
            #expect(await catalog("purchase-orders", "--database", database).stdout.contains("There are no purchase orders yet."))
        }
    }
    @Test("In the interactive browser, e on a purchase order opens its fields to edit, the first selected; enter saves them")
    func browserEdits() async {
        let opened = ScriptedTerminal(keys: [.character("e")])
        _ = await catalog(arguments: ["open", "catalog://purchase-orders/1", "--demo"], terminal: opened)
        #expect(opened.lastFrame.contains("> " + PurchaseOrderForm.Field.allCases[0].label))
        #expect(opened.lastFrame.hasSuffix("↑↓ field · type to change · enter save · esc cancel"))
        let saved = ScriptedTerminal(keys: [.character("e"), .enter])
        _ = await catalog(arguments: ["open", "catalog://purchase-orders/1", "--demo"], terminal: saved)
        // The first text names it; without one, its id does.
        let texts: [String] = [
            "Supplier name 1",
            "Order code 1",
        ]
        #expect(saved.lastFrame.hasSuffix("Saved \(texts.first ?? "Purchase order 1") (version 2)."))
    }

    @Test("delete asks, and without a terminal deletes only with --yes")
    func delete() async throws {
        try await withDatabase { database in
            _ = await catalog("purchase-orders", "add", "--supplier-name=Typed Supplier name 2", "--order-code=Typed Order code 2", "--unit-count=14", "--total-cost=6.50 EUR", "--expected-at=2026-03-02 10:30", "--fully-received=no", "--delivery-note", "", "--issued-on=2026-03-02", "--shipping-speed=overnight", "--destination=3", "--database", database)
            #expect(await catalog("purchase-orders", "delete", "1", "--database", database).status == .usage)
            let deleted = await catalog("purchase-orders", "delete", "1", "--yes", "--database", database)
            #expect(deleted.status == .success && deleted.stdout == "Deleted purchase order 1.\n")
            #expect(await catalog("purchase-orders", "1", "--database", database).status == .notFound)
        }
    }
}
