import APIContract
import DataLayer
import Domain
import Foundation
import Testing

@Suite("Remote purchase order repository over a scripted transport")
struct RemotePurchaseOrderRepositoryTests {
    let base = URL(string: "http://127.0.0.1:9/shop")!

    static let stored = [
        PurchaseOrder(id: 1, supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1),
        PurchaseOrder(id: 2, supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2),
        PurchaseOrder(id: 3, supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3),
    ]

    /// `value` as the server sends it: dates as RFC 3339 text.
    func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    static func schema(_ purchaseOrder: PurchaseOrder) -> Components.Schemas.PurchaseOrder {
        .init(id: purchaseOrder.id.rawValue, supplierName: purchaseOrder.supplierName, orderCode: purchaseOrder.orderCode, unitCount: purchaseOrder.unitCount, totalCost: .init(minorUnits: purchaseOrder.totalCost.minorUnits, currency: purchaseOrder.totalCost.currency.code), expectedAt: Date(timeIntervalSince1970: TimeInterval(purchaseOrder.expectedAt.secondsSince1970)), fullyReceived: purchaseOrder.fullyReceived, deliveryNote: purchaseOrder.deliveryNote, issuedOn: purchaseOrder.issuedOn.description, shippingSpeed: .init(documenting: purchaseOrder.shippingSpeed), destination: purchaseOrder.destination.rawValue, version: purchaseOrder.version)
    }

    @Test("The purchase orders come from the API's path, as Domain values")
    func list() async throws {
        let page = Components.Schemas.PurchaseOrderPage(purchaseOrders: Self.stored.map(Self.schema), page: 2, pageSize: 3, totalCount: 6, pageCount: 2)
        let transport = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        let repository = RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: transport))
        let listed = try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest(page: 2, pageSize: 3)))
        #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/purchase-orders?page=2&page-size=3"])
        #expect(listed == Page(items: Self.stored, page: 2, pageSize: 3, totalCount: 6))
    }

    @Test("One purchase order comes from its own path; a 404 is not found")
    func byID() async throws {
        let found = ScriptedTransport(.response(status: 200, body: try encoded(Self.schema(Self.stored[1]))))
        #expect(try await RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: found)).purchaseOrder(id: 2) == Self.stored[1])
        #expect(await found.requested == ["http://127.0.0.1:9/shop/api/v1/purchase-orders/2"])
        let problem = Components.Schemas.Problem.notFound("No purchase order has the id 99.")
        let missing = ScriptedTransport(.response(status: 404, contentType: "application/problem+json", body: try encoded(problem)))
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 99)) {
            try await RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: missing)).purchaseOrder(id: 99)
        }
    }

    /// A purchase order as a server could send it and this app cannot hold: once for each
    /// field whose value can be one this app does not know.
    static let unholdable: [Components.Schemas.PurchaseOrder] = [
        changed(schema(stored[0])) { $0.totalCost.currency = "XXX" },
        changed(schema(stored[0])) { $0.issuedOn = "2026-02-30" },
    ]

    static func changed(_ item: Components.Schemas.PurchaseOrder, _ change: (inout Components.Schemas.PurchaseOrder) -> Void) -> Components.Schemas.PurchaseOrder {
        var item = item
        change(&item)
        return item
    }

    @Test(
        "A purchase order this app cannot hold fails the page it is on, as it fails its own read",
        .enabled(if: !unholdable.isEmpty, "every value of a purchase order's fields is one this app can hold"), arguments: unholdable
    )
    func unholdableItem(_ item: Components.Schemas.PurchaseOrder) async throws {
        let page = Components.Schemas.PurchaseOrderPage(purchaseOrders: [Self.schema(Self.stored[1]), item], page: 1, pageSize: 20, totalCount: 2, pageCount: 1)
        let listed = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        await #expect(throws: AppError.self) {
            try await RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: listed)).purchaseOrders(PurchaseOrderQuery(page: PageRequest()))
        }
        let read = ScriptedTransport(.response(status: 200, body: try encoded(item)))
        await #expect(throws: AppError.self) {
            try await RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: read)).purchaseOrder(id: 1)
        }
    }

    /// Pages a server could answer page 2 of 3 with, none of them the page asked for, and
    /// what the error says of each.
    static let otherPages: [(Components.Schemas.PurchaseOrderPage, String)] = [
        (.init(purchaseOrders: stored.map(schema), page: 1, pageSize: 3, totalCount: 6, pageCount: 2), "page 1 of 3 answered"),
        (.init(purchaseOrders: stored.map(schema), page: 2, pageSize: 0, totalCount: 6, pageCount: 2), "page 2 of 0 answered"),
        (.init(purchaseOrders: stored.map(schema) + stored.map(schema), page: 2, pageSize: 3, totalCount: 9, pageCount: 3), "6 items on a page of 3"),
        (.init(purchaseOrders: stored.map(schema), page: 2, pageSize: 3, totalCount: 5, pageCount: 2), "a total of 5 for a page whose items end at 6"),
        (.init(purchaseOrders: [], page: 2, pageSize: 3, totalCount: -1, pageCount: 0), "a total of -1"),
    ]

    @Test("A page other than the one asked for, or one that holds more than it says, fails the list", arguments: otherPages)
    func otherPage(_ page: Components.Schemas.PurchaseOrderPage, saying reason: String) async throws {
        let transport = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        let repository = RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: transport))
        let error = await #expect(throws: AppError.self) {
            try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest(page: 2, pageSize: 3)))
        }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains("is not what this app expects (") && text.contains(reason), "\(text)")
    }

    @Test("A server that is down is the storage error, naming the URL")
    func unreachable() async {
        let transport = ScriptedTransport(.failure(URLError(.cannotConnectToHost)))
        let repository = RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: transport))
        let error = await #expect(throws: AppError.self) { try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())) }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains("http://127.0.0.1:9/shop/api/v1/purchase-orders cannot be reached"))
    }
}
