import Hummingbird
import Logging

/// `/login` and `/logout`: a browser signs in with the server's write token and gets a new
/// session; signing out ends it on the server.
struct SignInController {
    typealias Context = AppRequestContext
    let access: PageAccess

    func register(on router: some RouterMethods<Context>) {
        router.get(RouterPath(SignInPath.signIn)) { request, context in
            try signInPage(next: SignInPath.next(inQuery: request.uri.query), context: context)
        }
        router.post(RouterPath(SignInPath.signIn)) { request, context in
            let sent = try await SubmittedForm.decode(SubmittedSignIn.self, from: request, context: context)
            guard access.isToken(sent.token ?? "") else {
                context.logger.warning("Sign-in with a wrong token", metadata: ["client": "\(context.clientAddress)"])
                return try signInPage(
                    next: sent.next, context: context, status: .unauthorized,
                    notice: "That is not this server's token. Check it and try again."
                )
            }
            var response = Response(status: .seeOther, headers: [.location: SignInPath.returnPath(sent.next)])
            response.setCookie(try await access.signIn(request, overHTTPS: context.overHTTPS))
            return response
        }
        router.post(RouterPath(SignInPath.signOut)) { request, context in
            var response = Response(status: .seeOther, headers: [.location: "/"])
            response.setCookie(await access.signOut(request, overHTTPS: context.overHTTPS))
            return response
        }
    }

    private func signInPage(next: String?, context: Context, status: HTTPResponse.Status = .ok, notice: String? = nil) throws -> Response {
        guard access.takesEdits else {
            throw PageError.message(status: .forbidden, title: "Editing is off", message: PageAccess.noEditsMessage)
        }
        let body = Templates.signIn(csrf: context.formToken ?? "", next: SignInPath.returnPath(next), notice: notice)
        return HTMLPage(html: PageRenderer.page(title: "Sign in", body: body), status: status).response()
    }
}
