import Hummingbird

/// Guards the forms against cross-site requests: a form page gets a token signed for
/// the browser's form cookie (`context.formToken`), and a form sent back without that
/// token is refused before its route sees it.
struct FormTokenMiddleware: RouterMiddleware {
    typealias Context = CatalogRequestContext
    let access: PageAccess

    /// The one field every form sends its token in.
    static let fieldName = "csrf"

    private struct SentToken: Decodable {
        let csrf: String?
    }

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard access.signer != nil else {
            // Nothing to sign with: the routes say that this server takes no edits.
            return try await next(request, context)
        }
        let nonce = request.cookies[PageAccess.formCookieName]?.value
        var context = context
        if request.method == .get || request.method == .head {
            let browserNonce = nonce ?? PageSigner.nonce()
            context.formToken = access.formToken(nonce: browserNonce)
            var response = try await next(request, context)
            if nonce == nil { response.setCookie(access.formCookie(nonce: browserNonce, for: request)) }
            return response
        }
        var request = request
        // Read once here; the route decodes the same bytes again.
        _ = try await request.collectBody(upTo: context.maxUploadSize)
        let sent = try? await URLEncodedFormDecoder().decode(SentToken.self, from: request, context: context)
        guard let nonce, let token = sent?.csrf, access.isFormToken(token, nonce: nonce) else {
            throw PageError.message(
                status: .forbidden, title: "Form expired",
                message: "This form did not come from this site's page, or it is too old. Go back, reload the page and send it again."
            )
        }
        context.formToken = token
        return try await next(request, context)
    }
}
