import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Turns an answer that sends the client elsewhere into an error naming where. The API
/// never redirects, and following one would send a request where its proxy was not
/// chosen for, a write as a read (a 301 or 302 to a POST), or a token towards another
/// server: the client follows none (`APIClient.transport`), and its user is told the
/// address to use instead.
struct RedirectRefusalMiddleware: ClientMiddleware {
    /// A redirect's status and where it points, as the server wrote it.
    struct Redirected: Error, Equatable {
        let status: Int
        let location: String?
    }

    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, body) = try await next(request, body, baseURL)
        guard Self.statuses.contains(response.status.code) else { return (response, body) }
        throw Redirected(status: response.status.code, location: response.headerFields[.location])
    }
}
