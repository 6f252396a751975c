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
        writeToken: String? = nil,
        configuration: ApplicationConfiguration,
        logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        Application(
            router: try router(container: container, responseCache: responseCache, writeToken: writeToken),
            configuration: configuration,
            onServerRunning: onServerRunning,
            logger: logger
        )
    }

    /// The routes; with a `responseCache`, the catalog's pages and API reads answer from it.
    /// The API's writes need `writeToken` as a bearer token, and the editing pages a browser
    /// signed in with it; without one, both refuse every write.
    public static func router(
        container: AppContainer, responseCache: ResponseCache? = nil, writeToken: String? = nil
    ) throws -> Router<CatalogRequestContext> {
        // HEAD is answered wherever GET is, with GET's status and headers and no body.
        let router = Router(context: CatalogRequestContext.self, options: .autoGenerateHeadEndpoints)
        let cache = responseCache.map(ResponseCacheMiddleware.init)
        router.add(middleware: ErrorResponseMiddleware())
        router.get("/health") { _, _ in ["status": "ok"] }
        PageController(screens: container.screens, access: PageAccess(writeToken: writeToken)).register(on: router, cache: cache)
        try APIController(container: container, writeToken: writeToken).register(on: router, cache: cache)
        router.add(middleware: UnmatchedRouteMiddleware(routes: router))
        return router
    }
}
