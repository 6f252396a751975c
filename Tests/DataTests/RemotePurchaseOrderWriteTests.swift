import APIContract
import DataLayer
import Domain
import Foundation
import HTTPTypes
import Testing

@Suite("Remote purchase order writes over a scripted transport")
struct RemotePurchaseOrderWriteTests {
    let base = URL(string: "http://127.0.0.1:9/shop")!
    let problem = "application/problem+json"

    /// `value` as the server sends it: dates as RFC 3339 text.
    func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    func repository(_ transport: ScriptedTransport) -> RemotePurchaseOrderRepository {
        RemotePurchaseOrderRepository(client: APIClient(baseURL: base, transport: transport, token: "secret"))
    }

    @Test("An update sends the version it expects as If-Match, with the token, and reads what was saved")
    func update() async throws {
        let saved = PurchaseOrder(id: 2, supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3, version: 5)
        let answer = Components.Schemas.PurchaseOrder(id: saved.id.rawValue, supplierName: saved.supplierName, orderCode: saved.orderCode, unitCount: saved.unitCount, totalCost: .init(minorUnits: saved.totalCost.minorUnits, currency: saved.totalCost.currency.code), expectedAt: Date(timeIntervalSince1970: TimeInterval(saved.expectedAt.secondsSince1970)), fullyReceived: saved.fullyReceived, deliveryNote: saved.deliveryNote, issuedOn: saved.issuedOn.description, shippingSpeed: .init(documenting: saved.shippingSpeed), destination: saved.destination.rawValue, version: saved.version)
        let transport = ScriptedTransport(.response(status: 200, body: try encoded(answer)))
        let updated = try await repository(transport).update(id: 2, expectedVersion: 4, with: PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))
        #expect(updated == saved)
        let request = try #require(await transport.sent.first)
        #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/purchase-orders/2"])
        #expect(request.method == .put)
        #expect(request.headerFields[.ifMatch] == "\"4\"" && request.headerFields[.authorization] == "Bearer secret")
    }

    @Test("A 412 is a conflict at the version its ETag names, a 404 is not found, a 422 names each field, a 401 is not allowed")
    func refusals() async throws {
        let conflict = ScriptedTransport(.response(
            status: 412, contentType: problem, body: try encoded(Components.Schemas.Problem.conflict("changed")), eTag: "\"7\""
        ))
        await #expect(throws: AppError.conflict(kind: "purchase order", id: 2, currentVersion: 7)) {
            try await repository(conflict).delete(id: 2, expectedVersion: 4)
        }
        let inUse = ScriptedTransport(.response(status: 409, contentType: problem, body: try encoded(Components.Schemas.Problem.conflict("referred to"))))
        await #expect(throws: AppError.inUse(kind: "purchase order", id: 2)) {
            try await repository(inUse).delete(id: 2, expectedVersion: 1)
        }
        let missing = ScriptedTransport(.response(status: 404, contentType: problem, body: try encoded(Components.Schemas.Problem.notFound("gone"))))
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 2)) {
            try await repository(missing).update(id: 2, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
        }
        let invalid = Components.Schemas.InvalidDraftProblem(
            _type: "/problems/invalid-draft", title: "Breaks the rules", status: ._422, detail: "The purchase order cannot be saved.",
            errors: [.init(field: PurchaseOrderRules.fields[0].rawValue, detail: "It is wrong")]
        )
        let refused = ScriptedTransport(.response(status: 422, contentType: problem, body: try encoded(invalid)))
        await #expect(throws: AppError.invalid(kind: "purchase order", problems: [FieldProblem(PurchaseOrderRules.fields[0], .asSaid("It is wrong"))])) {
            try await repository(refused).create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
        }
        let unauthorized = ScriptedTransport(.response(status: 401, contentType: problem, body: try encoded(Components.Schemas.Problem.unauthorized("token"))))
        let error = await #expect(throws: AppError.self) { try await repository(unauthorized).create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)) }
        guard case .notAllowed = error else {
            Issue.record("expected notAllowed, got \(String(describing: error))")
            return
        }
    }
}
