import APIContract
import HTTPTypes
import OpenAPIRuntime

/// Answers a request the generated code could not read (no body, a body that is not the
/// document's JSON, a header it cannot parse) with a 400 problem that says so, instead
/// of the bare 500 an unhandled `ServerError` becomes.
public struct UnreadableRequestMiddleware: ServerMiddleware {
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
        do {
            return try await next(request, body, metadata)
        } catch let error as ServerError where error.operationInput == nil {
            // The input could not be read: the request is at fault, not the server.
            return try ProblemAnswer.make(.invalidParameter(
                "The request could not be read as the API's document describes it: \(error.causeDescription) (\(error.underlyingError))."
            ))
        }
    }
}
