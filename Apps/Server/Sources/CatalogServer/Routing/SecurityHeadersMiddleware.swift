import HTTPTypes
import Hummingbird

/// Headers every answer carries, so that a browser treats the site's pages as they are
/// meant: no content sniffing, no referrer sent to other sites, and for HTML pages a
/// content security policy that allows only this site's own stylesheet and forms and no
/// framing (the pages have no script, inline or not). (Pages that hold a form token say
/// `no-store` themselves: `FormTokenMiddleware`.)
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        if response.headers[.contentType]?.hasPrefix("text/html") == true {
            response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        }
        return response
    }
}
