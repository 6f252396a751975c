import APIContract
import Hummingbird
import Logging

/// Turns away a client that has given wrong credentials too often lately (429 with
/// Retry-After), and counts every 401 answer to a request that presented credentials (a
/// bearer token, a sign-in) as one, logging it with the client's address. Only such
/// requests are turned away: reads and pages stay open to the client meanwhile. The
/// address is the connection's: behind a proxy, every client shares the proxy's.
struct CredentialThrottleMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let throttle: CredentialThrottle

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.presentsCredentials(request) else { return try await next(request, context) }
        let client = context.clientAddress
        if let wait = throttle.wait(for: client) {
            let seconds = max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
            context.logger.warning("Turned away after failed credentials", metadata: ["client": "\(client)", "path": "\(request.uri.path)"])
            let detail = "Too many wrong tokens from this address; try again in \(seconds) seconds."
            var response = request.uri.path.hasPrefix("/api/")
                ? try ProblemError(.tooManyRequests(detail)).response(from: request, context: context)
                : PageError.message(status: .tooManyRequests, title: "Too many tries", message: detail).response(from: request, context: context)
            response.headers[.retryAfter] = String(seconds)
            return response
        }
        do {
            let response = try await next(request, context)
            if response.status == .unauthorized { failed(request, context) }
            return response
        } catch let error as any HTTPResponseError where error.status == .unauthorized {
            failed(request, context)
            throw error
        }
    }

    /// A bearer token, or a sign-in form: what a guess at the token looks like.
    static func presentsCredentials(_ request: Request) -> Bool {
        request.headers[.authorization] != nil || (request.method == .post && request.uri.path == SignInPath.signIn)
    }

    private func failed(_ request: Request, _ context: Context) {
        throttle.recordFailure(from: context.clientAddress)
        context.logger.warning("Wrong credentials", metadata: ["client": "\(context.clientAddress)", "path": "\(request.uri.path)"])
    }
}
