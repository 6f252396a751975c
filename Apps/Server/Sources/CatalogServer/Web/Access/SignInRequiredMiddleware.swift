import Hummingbird

/// Lets only a signed-in browser through to the editing pages. Another is sent to sign in
/// and then back to where it was going.
struct SignInRequiredMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let access: PageAccess

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard access.takesEdits else {
            throw PageError.message(status: .forbidden, title: "Editing is off", message: PageAccess.noEditsMessage)
        }
        guard await access.session(of: request) != nil else {
            guard request.method == .get || request.method == .head else {
                throw PageError.message(
                    status: .unauthorized, title: "Signed out",
                    message: "Your sign-in has ended. Sign in again, then go back and send the form again."
                )
            }
            return Response(status: .seeOther, headers: [.location: SignInPath.signIn(returningTo: request.uri.description)])
        }
        return try await next(request, context)
    }
}
