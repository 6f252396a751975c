@testable import DataLayer
import Domain
import Foundation
import Mocks
import TestSupport
import Testing

@Suite("SQLite purchase order repository")
struct SQLitePurchaseOrderRepositoryTests {
    static let stored = [
        PurchaseOrder(id: 1, supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1),
        PurchaseOrder(id: 2, supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2),
        PurchaseOrder(id: 3, supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3),
    ]

    /// `count` purchase orders with ids 1 to `count`, each with the first's fields: enough to page through.
    static func many(_ count: Int) -> [PurchaseOrder] {
        (1...count).map { id in
            PurchaseOrder(id: PurchaseOrderID(Int64(id)), supplierName: "Supplier name 1", orderCode: "Order code \(id)", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
        }
    }

    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A migrated store in the temporary folder, holding `items`.
    func filledStore(_ items: [PurchaseOrder] = Self.stored) async throws -> SQLiteStore {
        let store = SQLiteStore(location: .file(path: directory.file("purchase-orders.sqlite")), migrations: SQLiteSchema.migrations)
        for warehouse in WarehouseFixtures.all { _ = try await SQLiteWarehouseRepository(store: store).create(WarehouseDraft(warehouse)) }
        let connection = try await store.connection()
        for purchaseOrder in items.reversed() {
            let values: [SQLiteData] = [.integer(Int(purchaseOrder.id.rawValue)), .text(purchaseOrder.supplierName), .text(purchaseOrder.orderCode), .integer(purchaseOrder.unitCount), .integer(Int(purchaseOrder.totalCost.minorUnits)), .text(purchaseOrder.totalCost.currency.code), .integer(Int(purchaseOrder.expectedAt.secondsSince1970)), .integer(purchaseOrder.fullyReceived ? 1 : 0), purchaseOrder.deliveryNote.map(SQLiteData.text) ?? .null, .text(purchaseOrder.issuedOn.description), .text(purchaseOrder.shippingSpeed.rawValue), .integer(Int(purchaseOrder.destination.rawValue))]
            _ = try await connection.query(
                "INSERT INTO purchase_orders (id, supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, delivery_note, issued_on, shipping_speed, destination_id) VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))",
                values
            )
        }
        return store
    }

    @Test("Every purchase order reads back as stored, by id")
    func list() async throws {
        let store = try await filledStore()
        let listed = try await SQLitePurchaseOrderRepository(store: store).purchaseOrders(PurchaseOrderQuery(page: PageRequest()))
        await store.close()
        #expect(listed.items == Self.stored && listed.totalCount == 3)
    }

    @Test("A list of the purchase orders bound for one warehouse holds those only, its total counting them")
    func destinationFilter() async throws {
        let store = try await filledStore()
        let listed = try await SQLitePurchaseOrderRepository(store: store).purchaseOrders(PurchaseOrderQuery(destination: 2))
        await store.close()
        #expect(listed.items == Self.stored.filter { $0.destination == 2 } && listed.totalCount == 1)
    }

    @Test("Pages partition the purchase orders by id, each with the total")
    func pages() async throws {
        let store = try await filledStore(Self.many(250))
        let repository = SQLitePurchaseOrderRepository(store: store)
        let third = try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest(page: 3, pageSize: 100)))
        let beyond = try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest(page: 4, pageSize: 100)))
        await store.close()
        #expect(third.items.map(\.id.rawValue) == Array(201...250) && third.totalCount == 250 && third.pageCount == 3)
        #expect(beyond.items.isEmpty && beyond.totalCount == 250)
    }

    @Test("One purchase order reads back by its id, and an unknown id is not found")
    func byID() async throws {
        let store = try await filledStore()
        let repository = SQLitePurchaseOrderRepository(store: store)
        #expect(try await repository.purchaseOrder(id: 2) == Self.stored[1])
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 99)) { try await repository.purchaseOrder(id: 99) }
        await store.close()
    }

    @Test("A store that cannot be opened is the storage error, not a crash")
    func unavailable() async throws {
        // A file where the database's folder should be: nothing can be created there.
        _ = FileManager.default.createFile(atPath: directory.file("blocker"), contents: Data())
        let store = SQLiteStore(location: .file(path: directory.file("blocker/purchase-orders.sqlite")), migrations: SQLiteSchema.migrations)
        await #expect(throws: AppError.self) { try await SQLitePurchaseOrderRepository(store: store).purchaseOrders(PurchaseOrderQuery(page: PageRequest())) }
        await store.close()
    }
}

