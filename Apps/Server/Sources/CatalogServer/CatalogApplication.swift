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
    ) throws -> some ApplicationProtocol {
        Application(
            router: try router(container: container, responseCache: responseCache),
            configuration: configuration,
            onServerRunning: onServerRunning,
            logger: logger
        )
    }

    /// The routes; with a `responseCache`, the catalog's pages and API reads answer from it.
    /// Routes added to the returned router before it is built join the 405 answers too.
    public static func router(container: AppContainer, responseCache: ResponseCache? = nil) throws -> Router<CatalogRequestContext> {
        // HEAD is answered wherever GET is, with GET's status and headers and no body.
        let router = Router(context: CatalogRequestContext.self, options: .autoGenerateHeadEndpoints)
        let cache = responseCache.map(ResponseCacheMiddleware.init)
        router.add(middleware: ErrorResponseMiddleware())
        router.get("/health") { _, _ in ["status": "ok"] }
        PageController(screens: container.screens).register(on: router, cache: cache)
        try APIController(container: container).register(on: router, cache: cache)
        router.add(middleware: UnmatchedRouteMiddleware(routes: router))
        return router
    }
}
