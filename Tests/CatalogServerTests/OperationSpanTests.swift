@testable import CatalogServer
import HTTPTypes
import InMemoryTracing
import OpenAPIRuntime
import Testing
import Tracing

@Suite("The API's operations as spans")
struct OperationSpanTests {
    @Test("An operation is a span named by its id; one that throws records why it failed, never the request its error describes (the write token)")
    func failureRedacted() async throws {
        let tracer = InMemoryTracer()
        let middleware = OperationSpanMiddleware(tracer: tracer)
        var request = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: "/api/v1/products")
        request.headerFields[.authorization] = "Bearer write-token-0123456789"
        let failure = ServerError(
            operationID: "createProduct", request: request, requestBody: nil, requestMetadata: ServerRequestMetadata(),
            causeDescription: "Unknown", underlyingError: CancellationError()
        )
        #expect(String(describing: failure).contains("write-token-0123456789"), "what the span must not be told")
        await #expect(throws: ServerError.self) {
            try await middleware.intercept(request, body: nil, metadata: ServerRequestMetadata(), operationID: "createProduct") { _, _, _ in
                throw failure
            }
        }
        _ = try await middleware.intercept(request, body: nil, metadata: ServerRequestMetadata(), operationID: "listProducts") { _, _, _ in
            (HTTPResponse(status: .ok), nil)
        }
        let spans = tracer.finishedSpans
        #expect(spans.map(\.operationName) == ["createProduct", "listProducts"])
        let recorded = try #require(spans.first?.errors.first).error
        #expect(!String(describing: recorded).contains("write-token-0123456789"), "\(recorded)")
        #expect(String(describing: recorded).contains("createProduct: Unknown"), "\(recorded)")
        #expect(spans.last?.errors.isEmpty == true && spans.last?.attributes["http.response.status_code"]?.toSpanAttribute() == .int64(200))
    }
}
