import APIContract
import Composition
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Builds the server: its router and the application that runs it.
public enum ServerApplication {
    public static func make(
        container: AppContainer,
        responseCache: ResponseCache? = nil,
        writeToken: String? = nil,
        clients: ClientTrust = ClientTrust(),
        timeouts: ServerTimeouts = ServerTimeouts(),
        readiness: Readiness = Readiness(),
        accessLog: Bool = false,
        metrics: ServerMetrics? = nil,
        tracing: Bool = false,
        configuration: ApplicationConfiguration,
        logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        // The sign-in sessions, in memory and at most `BoundedPersistDriver.defaultLimit`
        // of them; as a service it drops the expired ones now and then.
        let sessions = BoundedPersistDriver(MemoryPersistDriver())
        let connections = ClientCounts(limit: clients.connectionsPerClient, forwarded: clients.forwarded)
        return Application(
            router: try router(
                container: container, responseCache: responseCache, writeToken: writeToken, clients: clients, sessions: sessions,
                readiness: readiness, accessLog: accessLog, metrics: metrics, tracing: tracing
            ),
            server: httpServer(connections, timeouts: timeouts),
            configuration: configuration,
            services: [sessions],
            onServerRunning: onServerRunning,
            logger: logger
        )
    }

    /// HTTP/1.1 with the server's own handlers on each connection, whose requests know
    /// when their client leaves.
    static func httpServer(_ connections: ClientCounts, timeouts: ServerTimeouts) -> HTTPServerBuilder {
        .http1WatchingDepartures(configuration: .init(additionalChannelHandlers: connectionHandlers(connections, timeouts: timeouts)))
    }

    /// The server's own handlers on each new connection, first to last: its client's share
    /// of the connections, the slow client's deadlines, and its client's departure.
    static func connectionHandlers(_ connections: ClientCounts, timeouts: ServerTimeouts) -> [any RemovableChannelHandler] {
        [
            ClientConnectionLimitHandler(connections: connections),
            RequestTimeoutHandler(headTimeout: .init(timeouts.header), bodyTimeout: .init(timeouts.body)),
            ClientDepartureHandler(),
        ]
    }

    /// The routes; with a `responseCache`, the pages and the API's reads answer from it.
    /// The API's writes need `writeToken` as a bearer token, and the editing pages a browser
    /// signed in with it; without one, both refuse every write.
    /// A client that gives wrong credentials too often is turned away for a while (`throttle`);
    /// who the client is, and whether its cookies are Secure, is as `clients` says;
    /// the pages' sign-ins are kept in `sessions`; `/ready` says what `readiness` does; with
    /// `accessLog`, every answer is a line of the log; with `metrics`, every answer is counted
    /// there; with `tracing`, every request is a span of the process's tracer (`TraceExport`),
    /// named by its route, around all the rest, so that the log lines it writes carry its ids,
    /// and its use case (a page's view model, an API operation) a span below it; a caller's
    /// trace goes on only when a trusted proxy brings it (`TraceContextMiddleware`).
    public static func router(
        container: AppContainer, responseCache: ResponseCache? = nil, writeToken: String? = nil, clients: ClientTrust = ClientTrust(),
        throttle: CredentialThrottle = CredentialThrottle(), sessions: any PersistDriver = BoundedPersistDriver(MemoryPersistDriver()),
        readiness: Readiness = Readiness(), accessLog: Bool = false, metrics: ServerMetrics? = nil, tracing: Bool = false
    ) throws -> Router<AppRequestContext> {
        // HEAD is answered wherever GET is, with GET's status and headers and no body.
        let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Before anything records the request's line whole: the trace, the log.
        router.add(middleware: RequestLineBoundsMiddleware())
        if tracing {
            router.add(middleware: TraceContextMiddleware(forwarded: clients.forwarded))
            router.add(middleware: TracingMiddleware())
        }
        let observers: [any AnswerObserver] = (metrics.map { [$0] } ?? []) + (accessLog ? [AccessLog()] : [])
        if !observers.isEmpty { router.add(middleware: AnswerMiddleware(observers: observers)) }
        // Inside the observers, which count a request whose client left as such; a client
        // that leaves cancels all that its request does, wherever it is.
        router.add(middleware: ClientDepartureMiddleware())
        router.add(middleware: ClientMiddleware(forwarded: clients.forwarded))
        router.add(middleware: SecurityHeadersMiddleware(httpsOnly: clients.secureCookies))
        router.add(middleware: RequestIDMiddleware())
        router.add(middleware: OverlongTargetMiddleware())
        router.add(middleware: ErrorResponseMiddleware())
        router.add(middleware: CredentialThrottleMiddleware(throttle: throttle, writeToken: writeToken))
        router.get("/health") { _, _ in ["status": "ok"] }
        readiness.register(on: router, container: container)
        // After the probes, which an orchestrator must always get an answer from.
        router.add(middleware: ClientRequestLimitMiddleware(requests: ClientCounts(limit: clients.requestsPerClient, forwarded: clients.forwarded)))
        let access = PageAccess(writeToken: writeToken, sessions: sessions, secureCookies: clients.secureCookies)
        PageController(screens: container.screens, access: access, traced: tracing).register(on: router, cache: responseCache)
        try APIController(container: container, writeToken: writeToken, traced: tracing).register(on: router, cache: responseCache)
        router.add(middleware: UnmatchedRouteMiddleware(routes: router))
        return router
    }

    /// The most connections the metrics listener holds open at once.
    static let metricsConnections = 16

    /// The metrics listener: `/metrics` alone, for Prometheus to scrape, on an address of
    /// its own so that the public port never serves it.
    public static func metrics(
        _ metrics: ServerMetrics, cache: ResponseCache?, container: AppContainer, address: BindAddress,
        timeouts: ServerTimeouts = ServerTimeouts(), logger: Logger
    ) -> some ApplicationProtocol {
        Application(
            router: metrics.router(cache: cache, container: container),
            server: .http1(configuration: .init(additionalChannelHandlers: [
                RequestTimeoutHandler(headTimeout: .init(timeouts.header), bodyTimeout: .init(timeouts.body)),
            ])),
            // A scraper or two: a flood of connections holds no more of the process than this.
            configuration: ApplicationConfiguration(
                address: address, serverName: "catalog-server-metrics", availableConnectionsDelegate: MaximumAvailableConnections(Self.metricsConnections)
            ),
            logger: logger
        )
    }
}
