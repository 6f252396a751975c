@testable import DataLayer
import Domain
import Foundation
import Mocks
import TestSupport
import Testing

@Suite("PostgreSQL purchase order repository, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresPurchaseOrderRepositoryTests {
    @Test("Purchase orders read back as written; versions count up, and a stale one or an unknown id changes nothing")
    func writesAndReads() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withMigratedStore(on: server) { store, url in
            for warehouse in WarehouseFixtures.all { _ = try await PostgresWarehouseRepository(store: store).create(WarehouseDraft(warehouse)) }
            try await check(PostgresPurchaseOrderRepository(store: store), on: url)
        }
    }

    func check(_ repository: PostgresPurchaseOrderRepository, on url: URL) async throws {
        let first = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
        let second = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
        #expect(first.version == 1 && PurchaseOrderDraft(first) == PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
        #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())).items == [first, second])
        #expect(try await repository.purchaseOrders(PurchaseOrderQuery(destination: second.destination)).items == [second])
        var unknownDestination = PurchaseOrderDraft(PurchaseOrderFixtures.many(4)[3])
        unknownDestination.destination = 99
        await #expect(throws: AppError.invalid(kind: "purchase order", problems: [FieldProblem("destination", .unknownReference("99"))])) { try await repository.create(unknownDestination) }
        if !PurchaseOrderSchema.postgres.map(\.statements).joined().contains(where: { $0.contains("REFERENCES warehouses (id) ON DELETE CASCADE") }) {
            await #expect(throws: AppError.inUse(kind: "warehouse", id: second.destination.rawValue)) { try await PostgresWarehouseRepository(store: repository.store).delete(id: second.destination, expectedVersion: 1) }
        }
        let updated = try await repository.update(id: first.id, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))
        #expect(updated.version == 2 && PurchaseOrderDraft(updated) == PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))
        await #expect(throws: AppError.conflict(kind: "purchase order", id: first.id.rawValue, currentVersion: 2)) {
            try await repository.update(id: first.id, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
        }
        #expect(try await repository.purchaseOrder(id: first.id) == updated)
        // The values no two purchase orders may share, given to another: taken, and nothing is saved.
        let taken: [FieldProblem] = [
            FieldProblem("orderCode", .taken("Order code 3", within: nil)),
        ]
        if !taken.isEmpty {
            await expectTaken(taken) { () throws(AppError) in _ = try await repository.update(id: second.id, expectedVersion: 1, with: PurchaseOrderDraft(updated)) }
            await expectTaken(taken) { () throws(AppError) in _ = try await repository.create(PurchaseOrderDraft(updated)) }
            #expect(try await repository.purchaseOrder(id: second.id) == second)
        }
        try await repository.delete(id: second.id, expectedVersion: 1)
        await #expect(throws: AppError.notFound(kind: "purchase order", id: second.id.rawValue)) {
            try await repository.delete(id: second.id, expectedVersion: 1)
        }
        #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())).items == [updated])
        // Refused as in use while a row of another table refers to it.
        try await PostgresTestServer.execute("CREATE TABLE referrers (purchase_order_id BIGINT NOT NULL REFERENCES purchase_orders (id))", on: url)
        try await PostgresTestServer.execute("INSERT INTO referrers VALUES (\(updated.id.rawValue))", on: url)
        await #expect(throws: AppError.inUse(kind: "purchase order", id: updated.id.rawValue)) {
            try await repository.delete(id: updated.id, expectedVersion: updated.version)
        }
    }
}
