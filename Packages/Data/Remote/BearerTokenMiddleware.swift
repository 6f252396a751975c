import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Sends the token, as a bearer token, with the requests that change something: reads are
/// public, and a token sent with them would only be one more copy on the wire and in logs.
struct BearerTokenMiddleware: ClientMiddleware {
    let token: String

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard request.method != .get, request.method != .head else { return try await next(request, body, baseURL) }
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}
