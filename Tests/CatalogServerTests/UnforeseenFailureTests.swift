@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Logging
import OpenAPIRuntime
import Testing

@Suite("A failure no answer foresaw")
struct UnforeseenFailureTests {
    /// An error whose words must stay in the server.
    struct Fault: Error, CustomStringConvertible {
        var description: String { "the disk at /srv/private is full" }
    }

    @Test("is a 500 with the request's id and the headers every answer has, its reason in the log only: a page for a page, a problem for the API")
    func hidden() async throws {
        let lines = CapturedLines()
        let logger = Logger(label: "test") { LineLogHandler(label: $0, metadataProvider: nil) { lines.append($0) } }
        let router = try ServerApplication.router(container: .mock())
        router.get("/faulty") { _, _ -> Response in throw Fault() }
        router.get("/api/v1/faulty") { _, _ -> Response in throw Fault() }
        // An API error describes its request whole, the token in its headers too.
        router.get("/api/v1/faulty-operation") { _, _ -> Response in
            throw ServerError(
                operationID: "getThing", request: HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/api/v1/things/1", headerFields: [.authorization: "Bearer write-token-1234"]),
                requestBody: nil, requestMetadata: ServerRequestMetadata(), causeDescription: "Unknown", underlyingError: Fault()
            )
        }
        try await Application(router: router, logger: logger).test(.router) { client in
            for (uri, type) in [("/faulty", "text/html"), ("/api/v1/faulty", "application/problem+json"), ("/api/v1/faulty-operation", "application/problem+json")] {
                let answer = try await client.execute(uri: uri, method: .get)
                #expect(answer.status == .internalServerError, "\(uri)")
                #expect(answer.headers[.contentType]?.hasPrefix(type) == true, "\(uri)")
                #expect(answer.headers.first { $0.name.rawName == "X-Content-Type-Options" }?.value == "nosniff", "\(uri)")
                let id = try #require(answer.headers.first { $0.name.rawName == "X-Request-ID" }?.value)
                #expect(text(answer).contains("request \(id)") && !text(answer).contains("/srv/private"), "\(uri)")
                #expect(lines.all.contains { $0.contains("hb.request.id=\(id)") && $0.contains("/srv/private") }, "\(uri)")
                #expect(!lines.all.contains { $0.contains("write-token-1234") }, "\(uri): the request's headers stay out of the log")
            }
        }
    }
}
