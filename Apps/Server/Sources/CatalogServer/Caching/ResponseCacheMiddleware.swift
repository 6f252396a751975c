import Hummingbird

/// Serves GET and HEAD requests from a `ResponseCache`, keyed by path and query; HEAD
/// shares GET's answer, and the router drops its body. The routes behind it must answer
/// from the URI alone: no header or cookie may change what they render.
struct ResponseCacheMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let cache: ResponseCache

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head else { return try await next(request, context) }
        return try await cache.response(for: request.uri.description) {
            try await next(request, context)
        }
    }
}
