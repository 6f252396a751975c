@testable import CatalogServer
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import OpenAPIRuntime
import Testing

@Suite("Errors the routes did not answer")
struct ErrorResponseMiddlewareTests {
    @Test("A request whose client left ends in a bare cancellation: what wraps it (the request's span) is told nothing of what its work threw, such as an API error describing its request, the token too")
    func departureTellsNothing() async throws {
        var head = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: "/api/v1/products")
        head.headerFields[.authorization] = "Bearer write-token-0123456789"
        let failure = ServerError(
            operationID: "createProduct", request: head, requestBody: nil, requestMetadata: ServerRequestMetadata(),
            causeDescription: "Unknown", underlyingError: CancellationError()
        )
        let request = Request(head: head, body: .init(buffer: ByteBuffer()))
        let context = AppRequestContext(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: Logger(label: "test")))
        let left = Task { () -> String in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                _ = try await ErrorResponseMiddleware().handle(request, context: context) { _, _ in throw failure }
                return "answered"
            } catch {
                return String(reflecting: error)
            }
        }
        let seen = await left.value
        #expect(seen == String(reflecting: CancellationError()))
        #expect(!seen.contains("write-token-0123456789"))
        // A client still there gets the fault's 500, and the log its reason.
        let answered = try await ErrorResponseMiddleware().handle(request, context: context) { _, _ in throw failure }
        #expect(answered.status == .internalServerError)
    }
}
