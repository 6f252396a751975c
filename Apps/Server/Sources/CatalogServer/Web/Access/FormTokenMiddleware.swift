import Hummingbird

/// Guards the forms against cross-site requests: a form page gets the token its form must
/// carry (`context.formToken`), and a form sent back without it is refused before its
/// route sees it. A signed-in browser's token is its session's, kept on the server, so no
/// token of another browser or of an earlier session passes. Before a sign-in (the
/// sign-in form itself) it is a nonce the browser holds in a cookie too.
struct FormTokenMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let access: PageAccess

    /// The one field every form sends its token in.
    static let fieldName = "csrf"

    private struct SentToken: Decodable {
        let csrf: String?
    }

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard access.takesEdits else {
            // Nothing to guard: the routes say that this server takes no edits.
            return try await next(request, context)
        }
        let session = await access.session(of: request)
        let nonce = request.cookies[PageAccess.formCookieName]?.value
        var context = context
        if request.method == .get || request.method == .head {
            let browserNonce = nonce ?? PageAccess.nonce()
            context.formToken = session?.formToken ?? browserNonce
            var response = try await next(request, context)
            if session == nil, nonce == nil { response.setCookie(access.formCookie(nonce: browserNonce, overHTTPS: context.overHTTPS)) }
            // A page with a form token is this browser's alone: no cache may keep it.
            response.headers[.cacheControl] = "no-store"
            return response
        }
        if session == nil, request.uri.path == SignInPath.signOut, request.cookies[PageAccess.sessionCookieName] != nil {
            // A session cookie the server no longer knows (a restart, twelve hours, eviction):
            // nothing to guard, and the stale cookie is cleared, not kept for want of a token.
            // A cookie that is not sent (another site's form: SameSite) is not one to clear.
            return try await next(request, context)
        }
        var request = request
        // Read once, here: the route decodes the same bytes again (a body's stream can be
        // read only once). `BodyLimitMiddleware`, before this, has refused one too large.
        _ = try await request.collectBody(upTo: context.maxUploadSize)
        // A body that is no form at all is answered as the route would answer it: a 400.
        let sent = try await SubmittedForm.decode(SentToken.self, from: request, context: context)
        guard let token = sent.csrf, let expected = session?.formToken ?? nonce, PageAccess.isSame(token, as: expected) else {
            throw PageError.message(
                status: .forbidden, title: "Form expired",
                message: "This form did not come from this site's page, or it is too old. Go back, reload the page and send it again."
            )
        }
        context.formToken = token
        // A form shown again (a wrong token, a field to fix, a conflict) carries the token too.
        var response = try await next(request, context)
        response.headers[.cacheControl] = "no-store"
        return response
    }
}
