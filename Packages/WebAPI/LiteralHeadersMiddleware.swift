import Domain
import HTTPTypes
import OpenAPIRuntime

/// Sends `ETag` and `Location` as written. OpenAPIRuntime writes header values in URI
/// form, which percent-encodes the quotes RFC 9110 requires around an entity tag and the
/// slashes of a path; a client comparing `If-Match` with the ETag it got must see `"3"`.
public struct LiteralHeadersMiddleware: ServerMiddleware {
    static let fields: [HTTPField.Name] = [.eTag, .location]

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
        var (response, responseBody) = try await next(request, body, metadata)
        for name in Self.fields {
            if let value = response.headerFields[name], let literal = QueryString.decoded(value.utf8, plusIsSpace: false) {
                response.headerFields[name] = literal
            }
        }
        return (response, responseBody)
    }
}
