import HTTPTypes
import OpenAPIRuntime

/// Answers in the document's one format (JSON, its problems in `application/problem+json`)
/// whatever a request's `Accept` asks, as RFC 9110 (12.5.1) lets a server that does not
/// negotiate: the generated code checks `Accept` only as it writes the answer, after the
/// operation ran, so an `Accept` it could not meet made an unknown id, or a write already
/// saved, a bare 500.
public struct AcceptDisregardingMiddleware: ServerMiddleware {
    public init() {}

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.accept] = nil
        return try await next(request, body, metadata)
    }
}
