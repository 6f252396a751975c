import HTTPTypes
import OpenAPIRuntime
import Tracing

/// A span for each of the API's operations, named by its operation id (`getPurchaseOrder`):
/// the use case a request runs, as a child of the request's span and a parent of the
/// store's. A page's use case has the same from `PageController`.
/// An operation that throws records why in its span, and no more: OpenAPIRuntime's error
/// describes its request whole, the write token in its headers included, and a trace goes
/// to a collector that may be read by others than those who hold the token.
struct OperationSpanMiddleware: ServerMiddleware {
    /// A test's tracer; else the process's (`TraceExport`), as it is when a request comes.
    var tracer: (any Tracer)?

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let span = (tracer ?? InstrumentationSystem.tracer).startSpan(operationID, context: ServiceContext.current ?? .topLevel)
        defer { span.end() }
        do {
            let (response, responseBody) = try await ServiceContext.$current.withValue(span.context) {
                try await next(request, body, metadata)
            }
            span.attributes["http.response.status_code"] = response.status.code
            return (response, responseBody)
        } catch {
            span.recordError(FailureReason(description: ErrorResponseMiddleware.reason(error)))
            throw error
        }
    }

    /// What a span is told of a failure: the log's words for it (`ErrorResponseMiddleware.reason`).
    struct FailureReason: Error, CustomStringConvertible {
        let description: String
    }
}
