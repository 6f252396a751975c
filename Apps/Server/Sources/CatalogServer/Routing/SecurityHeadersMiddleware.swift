import HTTPTypes
import Hummingbird

/// Headers every answer carries, so that a browser treats the site's pages as they are
/// meant: no content sniffing, no referrer sent to other sites, and for HTML pages a
/// content security policy that allows only this site's own stylesheet and forms and no
/// framing (the pages have no script, inline or not). (Pages that hold a form token say
/// `no-store` themselves: `FormTokenMiddleware`.) An answer that goes out over HTTPS (the
/// server serves HTTPS only, or a trusted proxy says the client came by it) tells the
/// browser to come by HTTPS only for a year (`Strict-Transport-Security`), so that no one
/// on the way can turn its next visit to plain HTTP and read the sign-in.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    /// Whether every client comes by HTTPS (`--secure-cookies`).
    let httpsOnly: Bool

    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    /// The fields, made (and their values checked) once rather than for every answer. They
    /// are appended, not set: this middleware is the one place that writes them.
    static let noSniffing = HTTPField(name: .xContentTypeOptions, value: "nosniff")
    static let sameOrigin = HTTPField(name: referrerPolicy, value: "same-origin")
    static let policy = HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy)
    static let transportSecurity = HTTPField(name: .strictTransportSecurity, value: "max-age=31536000")

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        let isPage = response.headers[.contentType]?.hasPrefix("text/html") == true
        response.headers.append(Self.noSniffing)
        response.headers.append(Self.sameOrigin)
        if isPage { response.headers.append(Self.policy) }
        if httpsOnly || context.overHTTPS { response.headers.append(Self.transportSecurity) }
        return response
    }
}
