import Hummingbird

/// Reads the route a page's path and query name, once per request: the response cache
/// keys the answer by it and the page is made for it (`AppRequestContext.pageRoute`).
struct PageRouteMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.pageRoute = Result { () throws(PageError) in try WebRoutes.route(for: request) }
        return try await next(request, context)
    }
}
