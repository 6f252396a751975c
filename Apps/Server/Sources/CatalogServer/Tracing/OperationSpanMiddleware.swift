import HTTPTypes
import OpenAPIRuntime
import Tracing

/// A span for each of the API's operations, named by its operation id (`getPurchaseOrder`):
/// the use case a request runs, as a child of the request's span and a parent of the
/// store's. A page's use case has the same from `PageController`.
struct OperationSpanMiddleware: ServerMiddleware {
    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        try await withSpan(operationID) { span in
            let (response, responseBody) = try await next(request, body, metadata)
            span.attributes["http.response.status_code"] = response.status.code
            return (response, responseBody)
        }
    }
}
