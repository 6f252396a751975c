import APIContract
import Hummingbird
import Logging

/// Turns away a client that has given wrong credentials too often lately (429 with
/// Retry-After), and counts every request that presents credentials (a bearer token, a
/// sign-in) as a failure until it is answered with anything but 401, logging each failure
/// with the client's address. Only such requests are turned away: reads and pages stay
/// open to the client meanwhile. A sign-in is known by the route the router matched, so
/// every spelling of its path (`/login/`, `//login`) counts. The address is the
/// connection's: behind a proxy, every client shares the proxy's.
struct CredentialThrottleMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let throttle: CredentialThrottle

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.presentsCredentials(request, context: context) else { return try await next(request, context) }
        let attempt: CredentialThrottle.Attempt
        switch throttle.attempt(from: context.clientAddress) {
        case .success(let allowed):
            attempt = allowed
        case .failure(let turnedAway):
            return try turnAway(request, context: context, wait: turnedAway.wait)
        }
        do {
            let response = try await next(request, context)
            if response.status == .unauthorized { failed(request, context) } else { throttle.forgive(attempt) }
            return response
        } catch let error as any HTTPResponseError where error.status == .unauthorized {
            failed(request, context)
            throw error
        } catch {
            throttle.forgive(attempt)
            throw error
        }
    }

    /// A bearer token, or a sign-in form: what a guess at the token looks like.
    static func presentsCredentials(_ request: Request, context: Context) -> Bool {
        request.headers[.authorization] != nil || (request.method == .post && context.endpointPath == signInRoute)
    }

    /// The sign-in route as the router names the route it matched.
    private static let signInRoute = RouterPath(SignInPath.signIn).description

    private func turnAway(_ request: Request, context: Context, wait: Duration) throws -> Response {
        let seconds = max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
        context.logger.warning("Turned away after failed credentials", metadata: ["client": "\(context.clientAddress)", "path": "\(request.uri.path)"])
        let detail = "Too many wrong tokens from this address; try again in \(seconds) seconds."
        var response = request.uri.path.hasPrefix("/api/")
            ? try ProblemError(.tooManyRequests(detail)).response(from: request, context: context)
            : PageError.message(status: .tooManyRequests, title: "Too many tries", message: detail).response(from: request, context: context)
        response.headers[.retryAfter] = String(seconds)
        return response
    }

    private func failed(_ request: Request, _ context: Context) {
        context.logger.warning("Wrong credentials", metadata: ["client": "\(context.clientAddress)", "path": "\(request.uri.path)"])
    }
}
