import APIContract
import Composition
import Hummingbird
import Logging

/// Turns away a client that has given wrong credentials too often lately (429 with
/// Retry-After), and counts every 401 answer to a request that presented credentials (a
/// bearer token, a sign-in) as a failure, logging it with the client's address (and a
/// client it turns away, once a minute however often it asks). So that
/// guesses sent all at once meet the same limit as guesses sent one after another, a
/// sign-in counts from the moment it is let in until it succeeds, and an API write whose
/// bearer token the API will refuse counts before it runs; a writer with the right token
/// is never counted, however many writes it sends at once. Only such requests are turned
/// away: reads and pages stay open to the client meanwhile. A sign-in is known
/// by the route the router matched, so every spelling of its path (`/login/`, `//login`)
/// counts. The address is the connection's: behind a proxy, every client shares the
/// proxy's.
struct CredentialThrottleMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let throttle: CredentialThrottle
    /// What the API's writes take as a bearer token; `nil` when it takes none.
    let writeToken: String?

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        let signIn = request.method == .post && context.endpointPath == Self.signInRoute
        let authorization = request.headers[.authorization]
        guard signIn || authorization != nil else { return try await next(request, context) }
        let counting: Counting
        if signIn || isRefusedWrite(request, context: context, authorization: authorization) {
            switch throttle.attempt(from: context.clientAddress) {
            case .success(let attempt): counting = signIn ? .untilForgiven(attempt) : .counted
            case .failure(let turnedAway): return try turnAway(request, context: context, wait: turnedAway.wait)
            }
        } else if let wait = throttle.wait(for: context.clientAddress) {
            return try turnAway(request, context: context, wait: wait)
        } else {
            counting = .ifRefused
        }
        do {
            let response = try await next(request, context)
            settle(counting, failed: response.status == .unauthorized, request, context)
            return response
        } catch let error as any HTTPResponseError where error.status == .unauthorized {
            settle(counting, failed: true, request, context)
            throw error
        } catch {
            settle(counting, failed: false, request, context)
            throw error
        }
    }

    /// How a request's credential counts against its client.
    private enum Counting {
        /// A sign-in: counted as it was let in, taken back if it succeeds.
        case untilForgiven(CredentialThrottle.Attempt)
        /// A write whose bearer token the API will refuse: counted as it arrived.
        case counted
        /// Counted only if it is answered 401.
        case ifRefused
    }

    /// Whether the API will answer this request 401 for its bearer token. The API is known
    /// by the route the router matched, which every spelling of its path (`//api/…`) reaches.
    private func isRefusedWrite(_ request: Request, context: Context, authorization: String?) -> Bool {
        guard let authorization, Self.isAPI(context) else { return false }
        return AppContainer.apiRefusesCredential(method: request.method, authorization: authorization, writeToken: writeToken)
    }

    /// Whether the router matched one of the API's routes.
    private static func isAPI(_ context: Context) -> Bool {
        context.endpointPath?.hasPrefix("/api/") == true
    }

    /// The sign-in route as the router names the route it matched.
    private static let signInRoute = RouterPath(SignInPath.signIn).description

    private func turnAway(_ request: Request, context: Context, wait: Duration) throws -> Response {
        let seconds = max(1, Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0))
        if throttle.logsTurnAway(of: context.clientAddress) {
            context.logger.warning("Turned away after failed credentials", metadata: ["client": "\(context.clientAddress)", "path": "\(Self.logged(request, context))"])
        }
        var response = try ProblemError(.tooManyRequests("Too many wrong tokens; try again in \(seconds) seconds."))
            .answer(to: request, context: context)
        response.headers[.retryAfter] = String(seconds)
        return response
    }

    /// What the log names a request by: the route it matched, as registered, or the first
    /// 100 characters of a path no route matched, which a client may make tens of
    /// kilobytes long.
    static func logged(_ request: Request, _ context: Context) -> String {
        if let route = context.endpointPath { return route }
        let path = request.uri.path
        return path.utf8.count <= 100 ? path : String(path.prefix(100)) + "…"
    }

    /// Counts a refused try that was not counted yet and logs it; takes back a sign-in that
    /// succeeded.
    private func settle(_ counting: Counting, failed: Bool, _ request: Request, _ context: Context) {
        guard failed else {
            if case .untilForgiven(let attempt) = counting { throttle.forgive(attempt) }
            return
        }
        if case .ifRefused = counting { throttle.recordFailure(from: context.clientAddress) }
        context.logger.warning("Wrong credentials", metadata: ["client": "\(context.clientAddress)", "path": "\(Self.logged(request, context))"])
    }
}
