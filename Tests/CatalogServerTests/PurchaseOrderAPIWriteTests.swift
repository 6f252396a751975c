import APIContract
import Composition
import Domain
import Foundation
import Hummingbird
import HummingbirdTesting
import Mocks
import Testing

@Suite("Purchase order API writes: the token, ETag and If-Match, problems per field")
struct PurchaseOrderAPIWriteTests {
    let writer: HTTPFields = [.contentType: "application/json", .authorization: "Bearer secret"]

    /// `draft` as a writer sends it.
    func body(_ draft: PurchaseOrderDraft) throws -> ByteBuffer {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let schema = Components.Schemas.PurchaseOrderDraft(supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: .init(minorUnits: draft.totalCost.minorUnits, currency: draft.totalCost.currency.code), expectedAt: Date(timeIntervalSince1970: TimeInterval(draft.expectedAt.secondsSince1970)), fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: draft.issuedOn.description, shippingSpeed: .init(documenting: draft.shippingSpeed), destination: draft.destination.rawValue)
        return ByteBuffer(string: String(decoding: try encoder.encode(schema), as: UTF8.self))
    }

    /// `draft` as a writer sends it, with `value` in place of the field `name`'s.
    func body(_ draft: PurchaseOrderDraft, replacing name: String, with value: String) throws -> ByteBuffer {
        var object = try JSONSerialization.jsonObject(with: Data(String(buffer: try body(draft)).utf8)) as? [String: Any] ?? [:]
        object[name] = value
        return ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))
    }

    @Test("A create needs the token; with it the purchase order is saved at version 1, with its ETag and address")
    func create() async throws {
        let (refused, created, read) = try await withRouter(writeToken: "secret") { client in
            (
                try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: [.contentType: "application/json"], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "New order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))),
                try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: try body(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "New order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))),
                try await client.execute(uri: "/api/v1/purchase-orders/4", method: .get)
            )
        }
        #expect(refused.status == .unauthorized)
        #expect(created.status == .created && created.headers[.eTag] == "\"1\"" && created.headers[.location] == "/api/v1/purchase-orders/4")
        #expect(read.status == .ok && read.headers[.eTag] == "\"1\"" && text(read) == text(created))
    }

    @Test("A write is answered as done whatever Accept asks: an Accept the API cannot meet never hides a saved write behind a 500")
    func acceptDisregarded() async throws {
        let (created, refused, listed) = try await withRouter(writeToken: "secret") { client in
            (
                try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer + [.accept: "text/plain"], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "New order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))),
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .delete, headers: writer + [.accept: "application/json"]),
                try await client.execute(uri: "/api/v1/purchase-orders", method: .get)
            )
        }
        #expect(created.status == .created && created.headers[.location] == "/api/v1/purchase-orders/4")
        #expect(refused.status == .preconditionRequired && refused.headers[.contentType]?.hasPrefix("application/problem+json") == true)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Components.Schemas.PurchaseOrderPage.self, from: Data(text(listed).utf8)).totalCount == 4)
    }

    @Test("An update names the version it read: none is a 428, the current one saves, an older one is a 412 with the ETag now")
    func update() async throws {
        let (unnamed, saved, stale) = try await withRouter(writeToken: "secret") { client in
            (
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .put, headers: writer, body: try body(PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "New order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))),
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .put, headers: writer + [.ifMatch: "\"1\""], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "New order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))),
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .put, headers: writer + [.ifMatch: "\"1\""], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "New order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2)))
            )
        }
        #expect(unnamed.status == .preconditionRequired)
        #expect(saved.status == .ok && saved.headers[.eTag] == "\"2\"")
        #expect(stale.status == .preconditionFailed && stale.headers[.eTag] == "\"2\"")
    }

    @Test("If-Match as RFC 9110 reads it: a weak tag matches nothing, a list matches by one of its tags, * by any version")
    func ifMatchForms() async throws {
        let (weak, listed, any, missing) = try await withRouter(writeToken: "secret") { client in
            (
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .put, headers: writer + [.ifMatch: "W/\"1\""], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "New order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))),
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .put, headers: writer + [.ifMatch: "\"7\", \"1\""], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "New order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))),
                try await client.execute(uri: "/api/v1/purchase-orders/1", method: .put, headers: writer + [.ifMatch: "*"], body: try body(PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "New order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))),
                try await client.execute(uri: "/api/v1/purchase-orders/999", method: .delete, headers: writer + [.ifMatch: "*"])
            )
        }
        #expect(weak.status == .preconditionFailed)
        #expect(listed.status == .ok && listed.headers[.eTag] == "\"2\"")
        #expect(any.status == .ok && any.headers[.eTag] == "\"3\"")
        #expect(missing.status == .notFound)
    }

    @Test("A delete over an older version is a 412; over the current one it is gone")
    func delete() async throws {
        let (stale, deleted, read, again) = try await withRouter(writeToken: "secret") { client in
            (
                try await client.execute(uri: "/api/v1/purchase-orders/2", method: .delete, headers: writer + [.ifMatch: "\"9\""]),
                try await client.execute(uri: "/api/v1/purchase-orders/2", method: .delete, headers: writer + [.ifMatch: "\"1\""]),
                try await client.execute(uri: "/api/v1/purchase-orders/2", method: .get),
                try await client.execute(uri: "/api/v1/purchase-orders/2", method: .delete, headers: writer + [.ifMatch: "\"1\""])
            )
        }
        #expect(stale.status == .preconditionFailed)
        #expect(deleted.status == .noContent)
        #expect(read.status == .notFound && again.status == .notFound)
    }

    /// The fields whose values in `invalid`'s draft the rules refuse.
    static let refused: [String] = ["supplierName", "orderCode", "unitCount", "totalCost", "deliveryNote"]

    @Test("A draft that breaks the rules is a 422 naming every field that does", .enabled(if: !refused.isEmpty, "a purchase order's fields all take any value"))
    func invalid() async throws {
        let broken = PurchaseOrderDraft(supplierName: "", orderCode: "", unitCount: 0, totalCost: Money(minorUnits: -1, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Bell\u{07}", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
        let answer = try await withRouter(writeToken: "secret") { client in
            try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: try body(broken))
        }
        #expect(answer.status == .unprocessableContent)
        let problem = try JSONDecoder().decode(Components.Schemas.InvalidDraftProblem.self, from: Data(text(answer).utf8))
        #expect(problem.errors.map(\.field) == Self.refused)
    }

    @Test("An issued on that is not a day is a 422 naming it")
    func issuedOnNotADay() async throws {
        let answer = try await withRouter(writeToken: "secret") { client in
            try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: try body(PurchaseOrderDraft(PurchaseOrderFixtures.all[0]), replacing: "issuedOn", with: "2026-02-30"))
        }
        #expect(answer.status == .unprocessableContent && text(answer).contains("issued on “2026-02-30” is not a date"))
    }

    @Test("A destination that is no warehouse is a 422 naming it, and nothing is saved")
    func destinationUnknown() async throws {
        var unknownDestination = PurchaseOrderDraft(PurchaseOrderFixtures.all[0])
        unknownDestination.destination = 99
        let sent = try body(unknownDestination)
        let (answer, list) = try await withRouter(writeToken: "secret") { client in
            (
                try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: sent),
                try await client.execute(uri: "/api/v1/purchase-orders", method: .get)
            )
        }
        #expect(answer.status == .unprocessableContent && text(answer).contains("destination “99” does not exist"), "\(text(answer))")
        #expect(text(list).contains("\"totalCount\":3") || text(list).contains("\"totalCount\" : 3"), "\(text(list))")
    }

    @Test("A shipping speed that is none of its values is a 400 naming the field")
    func shippingSpeedNotAChoice() async throws {
        let answer = try await withRouter(writeToken: "secret") { client in
            try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: try body(PurchaseOrderDraft(PurchaseOrderFixtures.all[0]), replacing: "shippingSpeed", with: "teleport"))
        }
        #expect(answer.status == .badRequest && text(answer).contains("shippingSpeed"), "\(text(answer))")
    }

    @Test("A delete the store refuses while other items refer to it is a 409 saying so")
    func deleteInUse() async throws {
        var repositories = Repositories.mock()
        repositories.purchaseOrders = MockPurchaseOrderRepository(behavior: MockBehavior(failure: .inUse(kind: "purchase order", id: 2)))
        let answer = try await withRouter(AppContainer(repositories: repositories), writeToken: "secret") { client in
            try await client.execute(uri: "/api/v1/purchase-orders/2", method: .delete, headers: writer + [.ifMatch: "\"1\""])
        }
        #expect(answer.status == .conflict && text(answer).contains("cannot be deleted while other items refer to it"))
    }

    @Test("The values no two purchase orders may share, sent again, are a 422 naming fields taken")
    func taken() async throws {
        let answer = try await withRouter(writeToken: "secret") { client in
            try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: try body(PurchaseOrderDraft(PurchaseOrderFixtures.all[0])))
        }
        let taken: [String] = [
            "orderCode",
        ]
        // A feature whose values may all be shared has nothing to refuse.
        guard !taken.isEmpty else { return }
        #expect(answer.status == .unprocessableContent)
        let problem = try JSONDecoder().decode(Components.Schemas.InvalidDraftProblem.self, from: Data(text(answer).utf8))
        // A store names the first index a statement breaks; the mock, every one.
        #expect(!problem.errors.isEmpty && problem.errors.allSatisfy { taken.contains($0.field) })
    }

    @Test("A field left out of the body is a 422 naming it, in the rules' words")
    func missingField() async throws {
        let answer = try await withRouter(writeToken: "secret") { client in
            try await client.execute(uri: "/api/v1/purchase-orders", method: .post, headers: writer, body: ByteBuffer(string: "{}"))
        }
        #expect(answer.status == .unprocessableContent)
        let problem = try JSONDecoder().decode(Components.Schemas.InvalidDraftProblem.self, from: Data(text(answer).utf8))
        let first = PurchaseOrderRules.fields[0]
        #expect(problem.detail == "The purchase order cannot be saved: \(first) is required.")
        #expect(problem.errors.map(\.field) == [first.rawValue])
    }

    @Test("A body past 64 KiB is a 413 problem before it is read, and nothing is saved")
    func bodyLimit() async throws {
        try await expectBodyLimit(posting: "/api/v1/purchase-orders", thenMissing: "/api/v1/purchase-orders/4")
    }
}
