import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Sends `If-Match` as written. OpenAPIRuntime writes header values in URI form, which
/// percent-encodes the quotes RFC 9110 requires around an entity tag: `%223%22` is no
/// entity tag to a server, or a proxy, that reads the header as HTTP defines it.
struct LiteralHeadersClientMiddleware: ClientMiddleware {
    static let fields: [HTTPField.Name] = [.ifMatch]

    // OpenAPIRuntime's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @concurrent @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        for name in Self.fields {
            if let value = request.headerFields[name], let literal = value.removingPercentEncoding {
                request.headerFields[name] = literal
            }
        }
        return try await next(request, body, baseURL)
    }
}
