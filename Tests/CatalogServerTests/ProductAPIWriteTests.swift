import APIContract
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import CatalogServer
import Testing

@Suite("The API's writes: token, ETag and If-Match, problems per field")
struct ProductAPIWriteTests {
    static let token = "s3cret-token"
    static let auth: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]

    static func body(_ json: String) -> ByteBuffer { ByteBuffer(string: json) }
    static let lamp = #"{"name":"Comet Lamp","summary":"","price":{"minorUnits":2450,"currency":"USD"},"category":"lighting","stock":7}"#

    func problem(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text(response).utf8)) as? [String: Any])
    }

    @Test("Without the token, or with another, a write is 401 and changes nothing; a server without one is 403")
    func token() async throws {
        try await withRouter(writeToken: Self.token) { client in
            for headers in [[.contentType: "application/json"], [.authorization: "Bearer wrong", .contentType: "application/json"]] as [HTTPFields] {
                let response = try await client.execute(uri: "/api/v1/products", method: .post, headers: headers, body: Self.body(Self.lamp))
                #expect(response.status == .unauthorized && response.headers[.wwwAuthenticate] == "Bearer")
            }
            let put = try await client.execute(uri: "/api/v1/products/1", method: .put, headers: [.ifMatch: "\"1\""], body: Self.body(Self.lamp))
            #expect(put.status == .unauthorized)
            #expect(try await client.execute(uri: "/api/v1/products/1", method: .delete, headers: [.ifMatch: "\"1\""]).status == .unauthorized)
            #expect(text(try await client.execute(uri: "/api/v1/products?search=comet", method: .get)).contains("\"totalCount\":0"))
        }
        try await withRouter { client in
            let response = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(Self.lamp))
            #expect(response.status == .forbidden)
            #expect(try problem(response)["detail"] as? String == "This server takes no edits.", "nothing of how the server was started")
        }
    }

    @Test("POST creates at version 1 with Location and ETag; GET gives the same ETag")
    func create() async throws {
        try await withRouter(writeToken: Self.token) { client in
            let created = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(Self.lamp))
            #expect(created.status == .created)
            #expect(created.headers[.location] == "/api/v1/products/61" && created.headers[.eTag] == "\"1\"")
            let read = try await client.execute(uri: "/api/v1/products/61", method: .get)
            #expect(read.headers[.eTag] == "\"1\"" && text(read).contains("\"name\":\"Comet Lamp\""))
        }
    }

    @Test("A product that breaks the rules is 422 with every field's problem")
    func invalid() async throws {
        try await withRouter(writeToken: Self.token) { client in
            let bad = #"{"name":"","summary":"","price":{"minorUnits":-5,"currency":"XYZ"},"category":"toys","stock":-1}"#
            let response = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(bad))
            #expect(response.status == .unprocessableContent)
            let errors = try #require(try problem(response)["errors"] as? [[String: String]])
            #expect(errors.map { $0["field"] } == ["name", "price", "currency", "category", "stock"])
            #expect(errors.first?["detail"] == "name is required")
        }
    }

    @Test("A body that is not JSON, or holds a field the draft does not have, is a 400 problem in the document's words")
    func unreadable() async throws {
        try await withRouter(writeToken: Self.token) { client in
            let extra = #"{"name":"x","summary":"","price":{"minorUnits":1,"currency":"USD"},"category":"lighting","stock":1,"colour":"red"}"#
            let refused = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(extra))
            let type = try problem(refused)["type"] as? String
            #expect(refused.status == .badRequest && type == "/problems/invalid-parameter", "a field the draft does not have")
            for body in ["", "{"] {
                let response = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(body))
                #expect(response.status == .badRequest, "\(body)")
                let problem = try problem(response)
                #expect(problem["type"] as? String == "/problems/invalid-parameter")
                #expect(problem["detail"] as? String == "The request could not be read as the API's document describes it: the body is not JSON.")
            }
        }
    }

    @Test("A field left out, null or of the wrong type is the draft's problem: a 422 naming it, in the rules' words")
    func missingField() async throws {
        try await withRouter(writeToken: Self.token) { client in
            for (body, field, detail) in [
                (#"{"name":"Comet Lamp"}"#, "summary", "summary is required"),
                (#"{"name":"x","summary":null,"price":{"minorUnits":1,"currency":"USD"},"category":"lighting","stock":1}"#, "summary", "summary is required"),
                (#"{"name":"x","summary":"","price":{"minorUnits":"one","currency":"USD"},"category":"lighting","stock":1}"#, "price", "the field “price.minorUnits” is not a number"),
            ] {
                let response = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(body))
                #expect(response.status == .unprocessableContent, "\(body)")
                let problem = try problem(response)
                #expect(problem["type"] as? String == "/problems/invalid-draft")
                #expect(problem["detail"] as? String == "The product cannot be saved: \(detail).", "\(body)")
                #expect(problem["errors"] as? [[String: String]] == [["field": field, "detail": detail]], "\(body)")
            }
            var stale = Self.auth
            stale[.ifMatch] = "\"1\""
            let update = try await client.execute(uri: "/api/v1/products/2", method: .put, headers: stale, body: Self.body(#"{"summary":""}"#))
            #expect(update.status == .unprocessableContent && text(update).contains("“name”") == false && text(update).contains("name is required"))
        }
    }

    @Test("PUT and DELETE need If-Match (428); a stale one is 412 whose ETag names the version now")
    func preconditions() async throws {
        try await withRouter(writeToken: Self.token) { client in
            #expect(try await client.execute(uri: "/api/v1/products/2", method: .put, headers: Self.auth, body: Self.body(Self.lamp)).status == .preconditionRequired)
            #expect(try await client.execute(uri: "/api/v1/products/2", method: .delete, headers: Self.auth).status == .preconditionRequired)

            var current = Self.auth
            current[.ifMatch] = "\"1\""
            let updated = try await client.execute(uri: "/api/v1/products/2", method: .put, headers: current, body: Self.body(Self.lamp))
            #expect(updated.status == .ok && updated.headers[.eTag] == "\"2\"")

            let stale = try await client.execute(uri: "/api/v1/products/2", method: .put, headers: current, body: Self.body(Self.lamp))
            #expect(stale.status == .preconditionFailed && stale.headers[.eTag] == "\"2\"")
            #expect(try problem(stale)["detail"] as? String == "The product 2 was changed by someone else since you read it (it is now at version 2); reload it and make your change again.")
            #expect(try await client.execute(uri: "/api/v1/products/2", method: .delete, headers: current).status == .preconditionFailed)
            var foreign = current
            foreign[.ifMatch] = "\"not-ours\""
            #expect(try await client.execute(uri: "/api/v1/products/2", method: .delete, headers: foreign).status == .preconditionFailed,
                    "an entity tag this server never gave matches nothing")

            current[.ifMatch] = "\"2\""
            #expect(try await client.execute(uri: "/api/v1/products/2", method: .delete, headers: current).status == .noContent)
            #expect(try await client.execute(uri: "/api/v1/products/2", method: .get).status == .notFound)
        }
    }

    @Test("If-Match as RFC 9110 reads it: a weak tag matches nothing, * matches any version, a list matches when one of its tags does")
    func ifMatchForms() async throws {
        try await withRouter(writeToken: Self.token) { client in
            func put(_ ifMatch: String) async throws -> TestResponse {
                var headers = Self.auth
                headers[.ifMatch] = ifMatch
                return try await client.execute(uri: "/api/v1/products/4", method: .put, headers: headers, body: Self.body(Self.lamp))
            }
            #expect(try await put("W/\"1\"").status == .preconditionFailed, "If-Match compares strongly")
            #expect(try await put("\"7\", \"8\"").status == .preconditionFailed)
            #expect(try await put("W/\"1\", \"9\"").status == .preconditionFailed)
            let listed = try await put("\"5\", \"1\"")
            #expect(listed.status == .ok && listed.headers[.eTag] == "\"2\"")
            let any = try await put("*")
            #expect(any.status == .ok && any.headers[.eTag] == "\"3\"")

            var headers = Self.auth
            headers[.ifMatch] = "*"
            #expect(try await client.execute(uri: "/api/v1/products/999", method: .delete, headers: headers).status == .notFound)
            #expect(try await client.execute(uri: "/api/v1/products/4", method: .delete, headers: headers).status == .noContent)
        }
    }

    @Test("A write drops what the cache kept, so the writer reads its own change at once")
    func readYourWrites() async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let (before, write, after) = try await withRouter(responseCache: cache, writeToken: Self.token) { client in
            let before = text(try await client.execute(uri: "/products/3", method: .get))
            var headers = Self.auth
            headers[.ifMatch] = "\"1\""
            let write = try await client.execute(uri: "/api/v1/products/3", method: .put, headers: headers, body: Self.body(Self.lamp)).status
            return (before, write, text(try await client.execute(uri: "/products/3", method: .get)))
        }
        #expect(before.contains("Brass Table Lamp") && write == .ok && after.contains("Comet Lamp"))
    }

    @Test("A body over 64 KiB is a 413 problem and saves nothing")
    func bodyLimit() async throws {
        try await withRouter(writeToken: Self.token) { client in
            let huge = #"{"name":"Comet Lamp","summary":""# + String(repeating: "x", count: 70_000) + #"","price":{"minorUnits":2450,"currency":"USD"},"category":"lighting","stock":7}"#
            let announced = try await client.execute(uri: "/api/v1/products", method: .post, headers: Self.auth, body: Self.body(huge))
            #expect(announced.status == .contentTooLarge)
            #expect(try problem(announced)["detail"] as? String == "The request body is larger than 65536 bytes; send at most 65536.")
            #expect(text(try await client.execute(uri: "/api/v1/products?search=comet", method: .get)).contains("\"totalCount\":0"))
        }
    }

    @Test("Wrong bearer tokens count against the client: past the allowed number it gets a 429 problem, the right token too")
    func bearerThrottle() async throws {
        let throttle = CredentialThrottle(allowedFailures: 3, window: .seconds(60))
        let statuses = try await withRouter(writeToken: Self.token, throttle: throttle) { client in
            var statuses: [HTTPResponse.Status] = []
            for token in ["wrong-1", "wrong-2", "wrong-3", Self.token] {
                let headers: HTTPFields = [.authorization: "Bearer \(token)", .contentType: "application/json"]
                let response = try await client.execute(uri: "/api/v1/products", method: .post, headers: headers, body: Self.body(Self.lamp))
                statuses.append(response.status)
                if response.status == .tooManyRequests {
                    #expect(try problem(response)["type"] as? String == "/problems/too-many-requests")
                    #expect(response.headers[.retryAfter] != nil)
                }
            }
            return statuses
        }
        #expect(statuses == [.unauthorized, .unauthorized, .unauthorized, .tooManyRequests])
    }
}
