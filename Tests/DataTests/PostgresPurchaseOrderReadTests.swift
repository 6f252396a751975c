@testable import DataLayer
import Domain
import Mocks
import PostgresNIO
import TestSupport
import Testing

/// The reads every feature has, on PostgreSQL: its rows are written by SQL here, so that a
/// feature without writes is held to them as well as one with.
@Suite("PostgreSQL purchase order repository's reads, on a database of its own", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresPurchaseOrderReadTests {
    @Test("Every purchase order reads back as stored, by id and through the list's filters; an unknown id is not found")
    func reads() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withMigratedStore(on: server) { store, _ in
            let repository = PostgresPurchaseOrderRepository(store: store)
            for warehouse in WarehouseFixtures.all { _ = try await PostgresWarehouseRepository(store: store).create(WarehouseDraft(warehouse)) }
            let stored = SQLitePurchaseOrderRepositoryTests.stored
            for purchaseOrder in stored {
                _ = try await store.write("""
                    INSERT INTO purchase_orders (id, supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, delivery_note, issued_on, shipping_speed, destination_id)
                    VALUES (\(purchaseOrder.id.rawValue), \(purchaseOrder.supplierName), \(purchaseOrder.orderCode), \(purchaseOrder.unitCount), \(purchaseOrder.totalCost.minorUnits), \(purchaseOrder.totalCost.currency.code), \(purchaseOrder.expectedAt.secondsSince1970), \(purchaseOrder.fullyReceived), \(purchaseOrder.deliveryNote), \(purchaseOrder.issuedOn.description)::date, \(purchaseOrder.shippingSpeed.rawValue), \(purchaseOrder.destination.rawValue))
                    """)
            }
            let listed = try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest()))
            #expect(listed.items == stored && listed.totalCount == 3)
            let byDestination = try await repository.purchaseOrders(PurchaseOrderQuery(destination: 2))
            #expect(byDestination.items == stored.filter { $0.destination == 2 } && byDestination.totalCount == 1)
            #expect(try await repository.purchaseOrder(id: 2) == stored[1])
            await #expect(throws: AppError.notFound(kind: "purchase order", id: 99)) { try await repository.purchaseOrder(id: 99) }
        }
    }
}
