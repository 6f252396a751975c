import APIContract
import Hummingbird

/// Answers 429 (with Retry-After) a request of a client that has `--max-requests-per-client`
/// in flight already, before it runs: the store's connections (SQLite's readers,
/// PostgreSQL's pool) serve requests in the order they come, so one client's many
/// uncached searches at once, each on a connection of its own, would keep everyone
/// else's waiting past their bound. A client is counted as its connections are
/// (`ClientCounts`), behind a trusted proxy by the client the proxy names; a request
/// counts from the moment it is let in until its answer is made. A refusal is not
/// logged, so that a client cannot make the log grow at its own pace. The probes
/// (`/health`, `/ready`) are registered before it: an orchestrator always gets their answer.
/// Behind a proxy that is not a `--trusted-proxy`, every client is the proxy, and its
/// limit the whole site's.
struct ClientRequestLimitMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let requests: ClientCounts

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard let key = requests.key(of: context.clientAddress) else { return try await next(request, context) }
        guard requests.admit(key) else {
            var response = try ProblemError(.tooManyRequests("Too many requests at once from one address; try again in a second."))
                .answer(to: request, context: context)
            response.headers[.retryAfter] = "1"
            return response
        }
        defer { requests.release(key) }
        return try await next(request, context)
    }
}
