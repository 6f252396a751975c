import APIContract
import Composition
import Hummingbird
import Logging
import NIOCore

/// Builds the server: its router and the application that runs it.
public enum CatalogApplication {
    public static func make(
        container: AppContainer,
        responseCache: ResponseCache? = nil,
        configuration: ApplicationConfiguration,
        logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(container: container, responseCache: responseCache),
            configuration: configuration,
            onServerRunning: onServerRunning,
            logger: logger
        )
    }

    /// The routes; with a `responseCache`, the pages and the API answer from it.
    public static func router(container: AppContainer, responseCache: ResponseCache? = nil) -> Router<BasicRequestContext> {
        // HEAD is answered wherever GET is, with GET's status and headers and no body.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: NotFoundMiddleware())
        router.get("/health") { _, _ in
            JSONResponse.ok(["status": "ok"])
        }
        let catalogRoutes = router.group()
        if let responseCache { catalogRoutes.add(middleware: ResponseCacheMiddleware(cache: responseCache)) }
        WebController(screens: container.screens).register(on: catalogRoutes)
        APIController(api: container.api).register(on: catalogRoutes)
        allowOnlyGetAndHead(on: router)
        return router
    }

    /// Every route is read-only: methods other than GET and HEAD on a path that exists
    /// are 405, not 404.
    /// Call it after the last GET route is added; it reads the paths from the router.
    private static func allowOnlyGetAndHead(on router: Router<BasicRequestContext>) {
        let query = HTTPRequest.Method("QUERY").map { [$0] } ?? [] // the safe method with a body, RFC 9110's newest
        let methods: [HTTPRequest.Method] = [.post, .put, .patch, .delete, .trace, .options, .connect] + query
        for path in Set(router.routes.filter { $0.method == .get }.map(\.path.description)) {
            for method in methods {
                router.on(RouterPath(path), method: method) { _, _ in
                    Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
                }
            }
        }
    }
}

/// Turns "no such route" into the not-found page, or a problem for API paths.
struct NotFoundMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    // Hummingbird's protocol predates nonisolated(nonsending): it asks for @concurrent.
    @concurrent
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            if request.uri.path.hasPrefix("/api/") {
                return ProblemResponse.make(.notFound("Nothing is served at \(request.uri.path)."))
            }
            return HTMLResponse.make(PageRenderer.notFound(path: request.uri.path), status: .notFound)
        }
    }
}
