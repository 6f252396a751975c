import Hummingbird

/// Serves GET and HEAD requests from a `ResponseCache`, keyed by path and query; HEAD
/// shares GET's answer, and the router drops its body.
///
/// Routes opt in with `cached(by:)`, and only routes whose answer depends on the URI
/// alone may: a request that carries credentials (`Authorization` or `Cookie`) is never
/// answered from the cache nor kept in it, so no one is ever served another's answer.
/// A write that succeeds (any other method, answered 2xx, or 303 after a form) empties the cache, so that
/// whoever made it reads it back at once from this process.
struct ResponseCacheMiddleware: RouterMiddleware {
    typealias Context = CatalogRequestContext
    let cache: ResponseCache

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            let response = try await next(request, context)
            if (200..<300).contains(response.status.code) || response.status == .seeOther { cache.removeAll() }
            return response
        }
        guard request.headers[.authorization] == nil, request.headers[.cookie] == nil else {
            return try await next(request, context)
        }
        return try await cache.response(for: request.uri.description) {
            try await next(request, context)
        }
    }
}

extension RouterMethods where Context == CatalogRequestContext {
    /// Routes added to the group answer from `cache` when there is one: how a route opts in.
    func cached(by cache: ResponseCacheMiddleware?) -> RouterGroup<Context> {
        let group = self.group()
        if let cache { group.add(middleware: cache) }
        return group
    }
}
