@testable import DataLayer
import Domain
import Mocks
import TestSupport
import Testing

@Suite("SQLite purchase order writes: versions checked in the statement")
struct SQLitePurchaseOrderWriteTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// Runs `body` over a repository on a migrated store in the temporary folder.
    func withRepository(_ body: (SQLitePurchaseOrderRepository) async throws -> Void) async throws {
        let store = SQLiteStore(location: .file(path: directory.file("purchase-orders.sqlite")), migrations: SQLiteSchema.migrations)
        do {
            for warehouse in WarehouseFixtures.all { _ = try await SQLiteWarehouseRepository(store: store).create(WarehouseDraft(warehouse)) }
            try await body(SQLitePurchaseOrderRepository(store: store))
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    @Test("A new purchase order reads back as saved, at version 1, each with its own id")
    func create() async throws {
        try await withRepository { repository in
            let first = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            let second = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
            #expect(first.version == 1 && PurchaseOrderDraft(first) == PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            #expect(second.id != first.id)
            #expect(try await repository.purchaseOrder(id: first.id) == first)
            #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())).items == [first, second])
        }
    }

    @Test("Text is saved as it was typed, quotes and SQL in it too: values are bound to statements, never written into them")
    func valuesAreBound() async throws {
        try await withRepository { repository in
            var draft = PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
            Self.inject(&draft)
            let saved = try await repository.create(draft)
            #expect(PurchaseOrderDraft(try await repository.purchaseOrder(id: saved.id)) == draft)
            #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())).totalCount == 1)
        }
    }

    /// Text that ends a quoted SQL value and starts a statement of its own, in each of
    /// the draft's texts.
    static func inject(_ draft: inout PurchaseOrderDraft) {
        draft.supplierName = "O'Brien\"); DROP TABLE x; --"
        draft.orderCode = "O'Brien\"); DROP TABLE y; --"
        draft.deliveryNote = "O'Brien\"); DROP TABLE z; --"
    }

    @Test("An update over the version read saves and counts it up; a stale version changes nothing")
    func update() async throws {
        try await withRepository { repository in
            let created = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            let updated = try await repository.update(id: created.id, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
            #expect(updated.version == 2 && PurchaseOrderDraft(updated) == PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
            await #expect(throws: AppError.conflict(kind: "purchase order", id: created.id.rawValue, currentVersion: 2)) {
                try await repository.update(id: created.id, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))
            }
            #expect(try await repository.purchaseOrder(id: created.id) == updated)
        }
    }

    @Test("A delete over the version read removes it; a stale version or an unknown id does not")
    func delete() async throws {
        try await withRepository { repository in
            let created = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            await #expect(throws: AppError.conflict(kind: "purchase order", id: created.id.rawValue, currentVersion: 1)) {
                try await repository.delete(id: created.id, expectedVersion: 2)
            }
            try await repository.delete(id: created.id, expectedVersion: 1)
            await #expect(throws: AppError.notFound(kind: "purchase order", id: created.id.rawValue)) { try await repository.purchaseOrder(id: created.id) }
            // Its id is never given again: the next takes another, which a stale delete of it does not reach.
            let next = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            #expect(next.id != created.id)
            await #expect(throws: AppError.notFound(kind: "purchase order", id: created.id.rawValue)) {
                try await repository.delete(id: created.id, expectedVersion: 1)
            }
            await #expect(throws: AppError.notFound(kind: "purchase order", id: 99)) {
                try await repository.update(id: 99, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            }
        }
    }

    /// What a second purchase order with the first's values is refused with.
    static let takenAgain: [FieldProblem] = [
        FieldProblem("orderCode", .taken("Order code 1", within: nil)),
    ]

    @Test(
        "The values no two purchase orders may share, given again, are taken on create and on update, and nothing is saved",
        .enabled(if: !takenAgain.isEmpty, "purchase orders may share every value")
    )
    func taken() async throws {
        try await withRepository { repository in
            let first = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            let second = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
            await expectTaken(Self.takenAgain) { () throws(AppError) in _ = try await repository.create(PurchaseOrderDraft(first)) }
            await expectTaken(Self.takenAgain) { () throws(AppError) in
                _ = try await repository.update(id: second.id, expectedVersion: 1, with: PurchaseOrderDraft(first))
            }
            #expect(try await repository.purchaseOrder(id: second.id) == second)
        }
    }

    @Test("A purchase order of a warehouse that does not exist is refused by the store; a warehouse one refers to is not deleted while it does, or takes it along, as the schema says")
    func destinationKept() async throws {
        try await withRepository { repository in
            let warehouses = SQLiteWarehouseRepository(store: repository.store)
            let warehouse = try await warehouses.create(WarehouseDraft(WarehouseFixtures.many(4)[3]))
            var draft = PurchaseOrderDraft(PurchaseOrderFixtures.all[1])
            draft.destination = 99
            // The store's key refuses it, as the field's problem (SQLite names no column: each reference is named).
            let refused = await #expect(throws: AppError.self) { try await repository.create(draft) }
            if case .invalid(_, let problems)? = refused {
                #expect(problems.contains(FieldProblem("destination", .unknownReference("99"))))
            } else {
                Issue.record("not the destination's problem: \(String(describing: refused))")
            }
            draft.destination = warehouse.id
            let created = try await repository.create(draft)
            if PurchaseOrderSchema.sqlite.map(\.statements).joined().contains(where: { $0.contains("REFERENCES warehouses (id) ON DELETE CASCADE") }) {
                try await warehouses.delete(id: warehouse.id, expectedVersion: 1)
                await #expect(throws: AppError.notFound(kind: "purchase order", id: created.id.rawValue)) { try await repository.purchaseOrder(id: created.id) }
            } else {
                await #expect(throws: AppError.inUse(kind: "warehouse", id: warehouse.id.rawValue)) { try await warehouses.delete(id: warehouse.id, expectedVersion: 1) }
                #expect(try await repository.purchaseOrder(id: created.id) == created)
            }
        }
    }

    @Test("A delete is refused as in use while a row of another table refers to it, and deletes once none does")
    func deleteInUse() async throws {
        try await withRepository { repository in
            let created = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
            _ = try await repository.store.write { connection in
                _ = try await connection.query("CREATE TABLE referrers (purchase_order_id INTEGER NOT NULL REFERENCES purchase_orders (id))", [])
                return try await connection.query("INSERT INTO referrers VALUES (?)", [.integer(Int(created.id.rawValue))])
            }
            await #expect(throws: AppError.inUse(kind: "purchase order", id: created.id.rawValue)) {
                try await repository.delete(id: created.id, expectedVersion: 1)
            }
            _ = try await repository.store.write { connection in try await connection.query("DELETE FROM referrers", []) }
            try await repository.delete(id: created.id, expectedVersion: 1)
        }
    }
}
