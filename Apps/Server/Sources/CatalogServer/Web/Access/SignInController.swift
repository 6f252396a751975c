import Hummingbird

/// `/login` and `/logout`: a browser signs in with the server's write token and gets a
/// signed session cookie; signing out drops it.
struct SignInController {
    typealias Context = CatalogRequestContext
    let access: PageAccess

    func register(on router: some RouterMethods<Context>) {
        router.get(RouterPath(SignInPath.signIn)) { request, context in
            try signInPage(next: request.uri.queryParameters["next"].map(String.init), context: context)
        }
        router.post(RouterPath(SignInPath.signIn)) { request, context in
            let sent = try await URLEncodedFormDecoder().decode(SubmittedSignIn.self, from: request, context: context)
            guard let signer = access.signer, signer.isToken(sent.token ?? ""),
                  let cookie = access.sessionCookie(for: request) else {
                return try signInPage(
                    next: sent.next, context: context, status: .unauthorized,
                    notice: "That is not this server's token. Check it and try again."
                )
            }
            var response = Response(status: .seeOther, headers: [.location: SignInPath.returnPath(sent.next)])
            response.setCookie(cookie)
            return response
        }
        router.post(RouterPath(SignInPath.signOut)) { request, _ in
            var response = Response(status: .seeOther, headers: [.location: "/"])
            response.setCookie(access.signOutCookie(for: request))
            return response
        }
    }

    private func signInPage(next: String?, context: Context, status: HTTPResponse.Status = .ok, notice: String? = nil) throws -> Response {
        guard access.signer != nil else {
            throw PageError.message(status: .forbidden, title: "Editing is off", message: PageAccess.noEditsMessage)
        }
        let body = Templates.signIn(csrf: context.formToken ?? "", next: SignInPath.returnPath(next), notice: notice)
        return HTMLPage(html: PageRenderer.page(title: "Sign in", body: body), status: status).response()
    }
}
