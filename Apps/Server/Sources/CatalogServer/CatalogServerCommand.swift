import Foundation
import ArgumentParser
import Composition
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// `catalog-server`: the app as HTML pages and a JSON API.
public struct CatalogServerCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "catalog-server",
        abstract: "Serve the web pages and the JSON API (/api/v1, /openapi.yaml, /health, /ready)."
    )

    @Option(help: "The address to listen on.") var hostname = "127.0.0.1"
    @Option(help: "The port to listen on.") var port = 8080
    @Option(help: ArgumentHelp(
        "Use the SQLite database at this path, or the PostgreSQL database at a postgres:// URL that several servers may share (default: $DATABASE_URL, else the per-user file); created and seeded if empty.",
        valueName: "path-or-url"
    ))
    var database: String?
    @Flag(inversion: .prefixedNo, help: "Write the starting data, if the app has any, into an empty database.") var seed = true
    @Flag(help: "Use a fresh, seeded database in memory.") var inMemory = false
    @Option(help: ArgumentHelp(
        "Serve a page again for up to this long after rendering it; 0 renders every request (default: 60 on a SQLite database, whose every change empties the cache within 0.1 s; 1 on PostgreSQL or --remote, whose changes show within it).",
        valueName: "seconds"
    ))
    var cacheMaxAge: Double?
    @Option(help: ArgumentHelp(
        "Keep at most this many MiB of answers (keys, headers and bodies); past it, the least recently used answer makes room.",
        valueName: "MiB"
    ))
    var cacheMaxMib = 32
    @Option(help: ArgumentHelp(
        "The token writes need: the API's as a bearer token, the pages' to sign in (default: $CATALOG_TOKEN). Without one, the server takes no writes.",
        valueName: "token"
    ))
    var token: String?
    @Option(help: ArgumentHelp(
        "With a database file: how many connections read beside the one that writes; 0 reads on the writer.",
        valueName: "count"
    ))
    var readConnections = 4
    @Option(help: ArgumentHelp(
        "Close a connection whose request head is not complete this long after it opened or after the last answer (an idle keep-alive connection too).",
        valueName: "seconds"
    ))
    var headerTimeout = 10.0
    @Option(help: ArgumentHelp("Close a connection whose request body is not complete this long after its head.", valueName: "seconds"))
    var bodyTimeout = 30.0
    @Option(help: ArgumentHelp(
        "On SIGTERM or SIGINT, cut off the requests still in flight after this long.",
        valueName: "seconds"
    ))
    var shutdownTimeout = 10.0
    @Option(help: ArgumentHelp(
        "On SIGTERM or SIGINT, answer /ready with 503 and keep serving this long before the shutdown begins, so that a load balancer stops sending first.",
        valueName: "seconds"
    ))
    var drain = 0.0
    @Option(help: ArgumentHelp(
        "A proxy in front of this server, by the address it connects from: its X-Forwarded-For names the client (for the sign-in throttle and the log) and its X-Forwarded-Proto says whether cookies are Secure. Repeat for each proxy; from any other address, those headers are ignored.",
        valueName: "address"
    ))
    var trustedProxy: [String] = []
    @Option(help: "How the log is written: text lines, or one JSON object a line.") var logFormat = LogFormat.text
    @Flag(help: "Log a line for every answer: its method, route, status and duration.") var accessLog = false
    @Option(help: ArgumentHelp(
        "Serve Prometheus metrics at /metrics on this port, on --metrics-hostname (off unless given; never on the public port).",
        valueName: "port"
    ))
    var metricsPort: Int?
    @Option(help: "The address the metrics listen on.") var metricsHostname = "127.0.0.1"
    @Flag(help: "Mark every cookie Secure, for a server reached over HTTPS only (without it, only the requests a trusted proxy says came over HTTPS).")
    var secureCookies = false

    /// How long an answer is kept where changes are watched, and where they are not.
    static let watchedMaxAge = 60.0
    static let expiringMaxAge = 1.0

    public init() {}

    /// Parses the process's arguments and serves until a signal stops it.
    public static func start() async {
        await main()
    }

    public func validate() throws {
        if database != nil && inMemory {
            throw ValidationError("--database and --in-memory cannot be used together")
        }
        if !inMemory {
            do { _ = try databaseStore() } catch { throw ValidationError(error.description) }
        }
        guard (0...64).contains(readConnections) else { throw ValidationError("--read-connections must be between 0 and 64") }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let metricsPort {
            guard (0...65_535).contains(metricsPort) else { throw ValidationError("--metrics-port must be between 0 and 65535") }
            if metricsPort == port && metricsPort != 0 { throw ValidationError("--metrics-port must differ from --port: metrics are never served on the public port") }
        }
        guard (1...4_096).contains(cacheMaxMib) else { throw ValidationError("--cache-max-mib must be between 1 and 4096") }
        if let cacheMaxAge, !(cacheMaxAge.isFinite && (0...86_400).contains(cacheMaxAge)) {
            throw ValidationError("--cache-max-age must be between 0 and 86400 seconds")
        }
        for (name, seconds) in [("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout), ("--shutdown-timeout", shutdownTimeout)]
        where !(seconds.isFinite && (0.001...3_600).contains(seconds)) {
            throw ValidationError("\(name) must be between 0.001 and 3600 seconds")
        }
        guard drain.isFinite && (0...3_600).contains(drain) else { throw ValidationError("--drain must be between 0 and 3600 seconds") }
        do { _ = try ForwardedHeaders(trustedProxies: trustedProxy) } catch { throw ValidationError("--trusted-proxy: \(error)") }
        if let writeToken, writeToken.unicodeScalars.count < Self.minimumTokenLength {
            throw ValidationError(
                "The token is too short to be safe: use at least \(Self.minimumTokenLength) characters, such as the output of `openssl rand -hex 16`."
            )
        }
    }

    /// The shortest write token the server takes: one that cannot be guessed in the time a
    /// throttled client has.
    static let minimumTokenLength = 16

    private var timeouts: ServerTimeouts {
        ServerTimeouts(header: .seconds(headerTimeout), body: .seconds(bodyTimeout), shutdown: .seconds(shutdownTimeout))
    }

    /// --token, else $CATALOG_TOKEN; nil when neither is given.
    private var writeToken: String? {
        (token ?? ProcessInfo.processInfo.environment["CATALOG_TOKEN"]).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// --database, else $DATABASE_URL, else the per-user file.
    private func databaseStore() throws(InvalidDatabaseArgument) -> LiveConfiguration.Store {
        if let database { return try LiveConfiguration.Store(database: database) }
        return try .fromEnvironment(ProcessInfo.processInfo.environment)
    }

    public func run() async throws {
        // Every logger of the process writes in the one format, the libraries' too (the
        // PostgreSQL client's), so that a JSON log holds nothing but JSON lines.
        LoggingSystem.bootstrap { [logFormat] label in LineLogHandler(label: label, format: logFormat) }
        let store = inMemory ? .inMemory : try databaseStore()
        let container = AppContainer.live(LiveConfiguration(store: store, readConnections: readConnections, seedsEmptyDatabase: seed))
        var logger = Logger(label: "catalog-server")
        logger.logLevel = .info
        // Where every change is seen, a kept answer can live long: a change empties the cache.
        let maxAge = cacheMaxAge ?? (container.changes == nil ? Self.expiringMaxAge : Self.watchedMaxAge)
        let responseCache = maxAge > 0 ? ResponseCache(maxAge: .seconds(maxAge), maximumBytes: cacheMaxMib << 20) : nil
        let refresher = responseCache.flatMap { cache in container.changes.map { ResponseCacheRefresher(cache: cache, changes: $0) } }
        logger.info(writeToken == nil
            ? "Writes are off: no --token or CATALOG_TOKEN was given, so the API and the pages refuse every edit."
            : "Writes are on: the API takes them with the token as “Authorization: Bearer …”, the pages after signing in at /login.")
        if responseCache != nil {
            logger.info(refresher == nil
                ? "Rendered answers are kept for \(maxAge) s: changes show within that time."
                : "Rendered answers are kept for up to \(maxAge) s, and dropped within 0.1 s of any change to the database.")
        }
        let readiness = Readiness(drain: .seconds(drain), logger: logger)
        let metrics = metricsPort.map { _ in ServerMetrics() }
        let app = try ServerApplication.make(
            container: container,
            responseCache: responseCache,
            writeToken: writeToken,
            clients: ClientTrust(forwarded: try ForwardedHeaders(trustedProxies: trustedProxy), secureCookies: secureCookies),
            timeouts: timeouts,
            readiness: readiness,
            accessLog: accessLog,
            metrics: metrics,
            configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "catalog-server"),
            logger: logger
        )
        // Stops on SIGINT or SIGTERM, the services last first: `/ready` fails for the drain,
        // then the listeners stop once the requests in flight finish (or are cut off after
        // the shutdown timeout), then the watch for changes, and the store closes last.
        var services: [any Service] = [StoreService(container: container, logger: logger)]
        if let refresher { services.append(refresher) }
        services.append(app)
        if let metrics, let metricsPort {
            let address = BindAddress.hostname(metricsHostname, port: metricsPort)
            services.append(ServerApplication.metrics(metrics, cache: responseCache, container: container, address: address, timeouts: timeouts, logger: logger))
        }
        services.append(readiness) // last, so that a shutdown reaches it first
        var group = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = timeouts.shutdown + .seconds(drain)
        group.maximumCancellationDuration = .seconds(1)
        try await ServiceGroup(configuration: group).run()
        if let statistics = responseCache?.statistics {
            logger.info(
                "Response cache: \(statistics.hits) answered from memory, \(statistics.renders) rendered, \(statistics.waits) waited for a render"
            )
        }
    }
}
