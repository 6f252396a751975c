import Hummingbird

/// Serves GET and HEAD requests from a `ResponseCache`, keyed by the route the request's
/// path and query name as the grammar reads them (`WebRoutes.cacheKey`), so that two
/// spellings of one query share an answer and an address the grammar refuses is never
/// kept; HEAD shares GET's answer, and the router drops its body. A request spelt
/// exactly as one keyed to a kept answer before is answered before its route is read
/// (`ResponseCache.answer(spelledExactly:)`); the key reads it only when that misses.
///
/// Routes opt in with `cached(by:)`, and only routes whose answer depends on the URI
/// alone may: a request that carries credentials (`Authorization`, or the pages' sign-in
/// session cookie) is never answered from the cache nor kept in it, so no
/// one is ever served another's answer. Any other cookie (a load balancer's sticky one,
/// which every visitor carries; the sign-in form's nonce) changes no such answer, and
/// does not turn the cache off.
/// A write that succeeds (any other method, answered 2xx, or 303 after a form) empties the cache, so that
/// whoever made it reads it back at once from this process.
struct ResponseCacheMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let cache: ResponseCache
    /// The key a request's answer is kept under; `nil`: the answer is not kept. It may
    /// leave in the context what it read on the way, for the route to use on a miss.
    let key: @Sendable (Request, inout Context) -> String?

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            let response = try await next(request, context)
            if (200..<300).contains(response.status.code) || response.status == .seeOther { cache.removeAll() }
            return response
        }
        guard !Self.carriesCredentials(request) else {
            return try await next(request, context)
        }
        let target = request.head.path ?? ""
        if let kept = cache.answer(spelledExactly: target) { return kept }
        var context = context
        guard let key = key(request, &context) else { return try await next(request, context) }
        return try await cache.response(for: key, spelledAs: target) { [context] in
            try await next(request, context)
        }
    }
}

extension ResponseCacheMiddleware {
    /// Whether `request` says who sent it: a bearer token, or the pages' sign-in session.
    /// (Cookies are parsed only for a request that has any.)
    static func carriesCredentials(_ request: Request) -> Bool {
        request.headers[.authorization] != nil
            || (request.headers[.cookie] != nil && request.cookies[PageAccess.sessionCookieName] != nil)
    }
}

extension RouterMethods where Context == AppRequestContext {
    /// Routes added to the group answer from `cache` when there is one, each kept under the
    /// `key` of its request: how a route opts in.
    func cached(by cache: ResponseCache?, key: @escaping @Sendable (Request, inout Context) -> String?) -> RouterGroup<Context> {
        let group = self.group()
        if let cache { group.add(middleware: ResponseCacheMiddleware(cache: cache, key: key)) }
        return group
    }
}
