import Foundation
import ArgumentParser
import Composition
import Configuration
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import UnixSignals

/// `catalog-server`: the app as HTML pages and a JSON API.
public struct CatalogServerCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "catalog-server",
        abstract: "Serve the web pages and the JSON API (/api/v1, /openapi.yaml, /health, /ready).",
        discussion: """
        Every option but --in-memory and --migrate may be set in the environment as well \
        (--port is CATALOG_PORT, --read-connections CATALOG_READ_CONNECTIONS), or in the JSON file that --config \
        or CATALOG_CONFIG names ({"readConnections": 2}). A flag wins over the environment, \
        and the environment over the file. DATABASE_URL names the database where \
        CATALOG_DATABASE does not. The token and the database are secrets: no log line or \
        error shows them.
        """
    )

    @Option(help: "The address to listen on (default: 127.0.0.1).") var hostname: String?
    @Option(help: "The port to listen on (default: 8080).") var port: Int?
    @Option(help: ArgumentHelp(
        "Use the SQLite database at this path, or the PostgreSQL database at a postgres:// URL that several servers may share (default: the per-user file); created and seeded if empty.",
        valueName: "path-or-url"
    ))
    var database: String?
    @Flag(inversion: .prefixedNo, help: "Write the starting data, if the app has any, into a new database (default: on).") var seed: Bool?
    @Flag(help: "Use a fresh, seeded database in memory.") var inMemory = false
    @Flag(help: "Migrate the database to the latest schema (and seed it when new, unless --no-seed), then exit: the one-off job a deployment runs before its servers start.")
    var migrate = false
    @Option(help: ArgumentHelp(
        "Serve a page again for up to this long after rendering it; 0 renders every request (default: 60 on a SQLite database, whose every change empties the cache within 0.1 s; 1 on PostgreSQL, whose changes show within it).",
        valueName: "seconds"
    ))
    var cacheMaxAge: Double?
    @Option(help: ArgumentHelp(
        "Keep at most this many MiB of answers (keys, headers and bodies); past it, the least recently used answer makes room (default: 32).",
        valueName: "MiB"
    ))
    var cacheMaxMib: Int?
    @Option(help: ArgumentHelp(
        "The token writes need: the API's as a bearer token, the pages' to sign in. Without one, the server takes no writes.",
        valueName: "token"
    ))
    var token: String?
    @Option(help: ArgumentHelp(
        "With a database file: how many connections read beside the one that writes; 0 reads on the writer (default: 4).",
        valueName: "count"
    ))
    var readConnections: Int?
    @Option(help: ArgumentHelp(
        "With PostgreSQL: the most connections this server opens to it, and so the most statements it runs at once; keep the servers' sum below the database's max_connections (default: 20).",
        valueName: "count"
    ))
    var postgresConnections: Int?
    @Option(help: ArgumentHelp(
        "Hold at most this many connections open at once; past it, new ones wait in the system's queue until one closes. Keep it below the open-file limit (ulimit -n) (default: 1000).",
        valueName: "count"
    ))
    var maxConnections: Int?
    @Option(help: ArgumentHelp(
        "Let one client (an address; an IPv6 one by its /64, and four times as many for all the /64s of one /48) hold at most this many connections open at once; past it, its new ones are closed as they open. A trusted proxy's are not counted (default: 100).",
        valueName: "count"
    ))
    var maxConnectionsPerClient: Int?
    @Option(help: ArgumentHelp(
        "Let one client (counted as for --max-connections-per-client, and behind a --trusted-proxy by the client it names) have at most this many requests in flight at once; past it, a request is answered 429 at once, before it runs; /health and /ready are not counted (default: 32).",
        valueName: "count"
    ))
    var maxRequestsPerClient: Int?
    @Option(help: ArgumentHelp(
        "Close a connection whose request head is not complete this long after it opened or after the last answer (an idle keep-alive connection too), or whose client has taken nothing of an answer for this long (default: 10).",
        valueName: "seconds"
    ))
    var headerTimeout: Double?
    @Option(help: ArgumentHelp("Close a connection whose request body is not complete this long after its head (default: 30).", valueName: "seconds"))
    var bodyTimeout: Double?
    @Option(help: ArgumentHelp(
        "On SIGTERM or SIGINT, cut off the requests still in flight after this long (default: 10).",
        valueName: "seconds"
    ))
    var shutdownTimeout: Double?
    @Option(help: ArgumentHelp(
        "On SIGTERM or SIGINT, answer /ready with 503 and keep serving this long before the shutdown begins, so that a load balancer stops sending first (default: 0).",
        valueName: "seconds"
    ))
    var drain: Double?
    @Option(help: ArgumentHelp(
        "A proxy in front of this server, by the address it connects from: its X-Forwarded-For names the client (for the sign-in throttle and the log) and its X-Forwarded-Proto says whether cookies are Secure, and with --otlp-endpoint its traceparent continues a trace. Repeat for each proxy (in the environment or the file: a list, comma-separated); from any other address, those headers are ignored.",
        valueName: "address"
    ))
    var trustedProxy: [String] = []
    @Option(help: "How the log is written: text lines, or one JSON object a line (default: text).") var logFormat: LogFormat?
    @Flag(help: "Log a line for every answer: its method, route, status and duration.") var accessLog = false
    @Option(help: ArgumentHelp(
        "Serve Prometheus metrics at /metrics on this port, on --metrics-hostname (off unless given; never on the public port).",
        valueName: "port"
    ))
    var metricsPort: Int?
    @Option(help: "The address the metrics listen on (default: 127.0.0.1).") var metricsHostname: String?
    @Option(help: ArgumentHelp(
        "Trace every request (its use case and its store calls as child spans) and send the spans over OTLP/HTTP to the collector at this address, such as http://127.0.0.1:4318; log lines then carry trace_id and span_id; a caller's traceparent is taken from a --trusted-proxy only (off unless given).",
        valueName: "url"
    ))
    var otlpEndpoint: String?
    @Flag(help: "Mark every cookie Secure, for a server reached over HTTPS only (without it, only the requests a trusted proxy says came over HTTPS).")
    var secureCookies = false
    @Option(help: ArgumentHelp("Read settings from this JSON file too, below the environment and the flags.", valueName: "path"))
    var config: String?

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
    }

    /// The flags given, by their settings' keys: the first of the settings' sources.
    var flags: [(AbsoluteConfigKey, ConfigValue)] {
        [
            SettingsSources.flag("hostname", hostname.map { .string($0) }),
            SettingsSources.flag("port", port.map { .int($0) }),
            SettingsSources.flag("database", database.map { .string($0) }),
            SettingsSources.flag("seed", seed.map { .bool($0) }),
            SettingsSources.flag("cacheMaxAge", cacheMaxAge.map { .double($0) }),
            SettingsSources.flag("cacheMaxMib", cacheMaxMib.map { .int($0) }),
            SettingsSources.flag("token", token.map { .string($0) }),
            SettingsSources.flag("readConnections", readConnections.map { .int($0) }),
            SettingsSources.flag("postgresConnections", postgresConnections.map { .int($0) }),
            SettingsSources.flag("maxConnections", maxConnections.map { .int($0) }),
            SettingsSources.flag("maxConnectionsPerClient", maxConnectionsPerClient.map { .int($0) }),
            SettingsSources.flag("maxRequestsPerClient", maxRequestsPerClient.map { .int($0) }),
            SettingsSources.flag("headerTimeout", headerTimeout.map { .double($0) }),
            SettingsSources.flag("bodyTimeout", bodyTimeout.map { .double($0) }),
            SettingsSources.flag("shutdownTimeout", shutdownTimeout.map { .double($0) }),
            SettingsSources.flag("drain", drain.map { .double($0) }),
            SettingsSources.flag("trustedProxy", trustedProxy.isEmpty ? nil : .stringArray(trustedProxy)),
            SettingsSources.flag("logFormat", logFormat.map { .string($0.rawValue) }),
            SettingsSources.flag("accessLog", accessLog ? .bool(true) : nil),
            SettingsSources.flag("metricsPort", metricsPort.map { .int($0) }),
            SettingsSources.flag("metricsHostname", metricsHostname.map { .string($0) }),
            SettingsSources.flag("secureCookies", secureCookies ? .bool(true) : nil),
            SettingsSources.flag("otlpEndpoint", otlpEndpoint.map { .string($0) }),
            SettingsSources.flag(SettingsSources.fileKey, config.map { .string($0) }),
        ].compactMap(\.self)
    }

    /// Prepares the store and closes it: exit 0 when it is at the latest schema, else 74
    /// with the reason logged.
    private static func migrate(_ container: AppContainer, logger: Logger) async throws {
        do {
            try await container.prepare()
        } catch {
            logger.error("The database cannot be used: \(error)")
            await container.close()
            throw ExitCode(74)
        }
        await container.close()
        logger.info("The database is at its latest schema.")
    }

    /// The settings the flags, `environment` and the settings file give.
    func settings(environment: [String: String]) async throws -> ServerSettings {
        let settings: Settings
        do {
            settings = try await SettingsSources.settings(flags: flags, environment: environment)
        } catch {
            throw ValidationError("The settings file cannot be read: \(error)")
        }
        return try await ServerSettings(settings, inMemory: inMemory)
    }

    public func run() async throws {
        let settings = try await settings(environment: ProcessInfo.processInfo.environment)
        // Every logger of the process writes in the one format, the libraries' too (the
        // PostgreSQL client's), so that a JSON log holds nothing but JSON lines.
        // With traces, each line written inside a request's span carries its trace and span ids.
        LoggingSystem.bootstrap(
            { [logFormat = settings.logFormat] label, metadata in LineLogHandler(label: label, format: logFormat, metadataProvider: metadata) },
            metadataProvider: settings.traceExport == nil ? nil : TraceExport.logMetadata
        )
        let container = AppContainer.live(LiveConfiguration(
            store: settings.store, readConnections: settings.readConnections, postgresConnections: settings.postgresConnections,
            seedsEmptyDatabase: settings.seed,
            tracesStore: settings.traceExport != nil
        ))
        var logger = Logger(label: "catalog-server")
        logger.logLevel = .info
        if migrate {
            return try await Self.migrate(container, logger: logger)
        }
        // Where every change is seen, a kept answer can live long: a change empties the cache.
        let maxAge = settings.cacheMaxAge ?? (container.changes == nil ? Self.expiringMaxAge : Self.watchedMaxAge)
        let responseCache = maxAge > 0 ? ResponseCache(maxAge: .seconds(maxAge), maximumBytes: settings.cacheMaxMib << 20) : nil
        let refresher = responseCache.flatMap { cache in container.changes.map { ResponseCacheRefresher(cache: cache, changes: $0) } }
        logger.info(settings.token == nil
            ? "Writes are off: no token was given (--token, CATALOG_TOKEN), so the API and the pages refuse every edit."
            : "Writes are on: the API takes them with the token as “Authorization: Bearer …”, the pages after signing in at /login.")
        if settings.tokenCrossesNetworkInClear {
            logger.warning(
                "The token, and the cookies of those who sign in, cross the network in the clear: the server listens on \(settings.hostname) over plain HTTP. Put an HTTPS proxy in front (--trusted-proxy) or serve HTTPS only (--secure-cookies)."
            )
        }
        if responseCache != nil {
            logger.info(refresher == nil
                ? "Rendered answers are kept for \(maxAge) s: changes show within that time."
                : "Rendered answers are kept for up to \(maxAge) s, and dropped within 0.1 s of any change to the database.")
        }
        let readiness = Readiness(drain: .seconds(settings.drain), logger: logger)
        let metrics = settings.metricsPort.map { _ in ServerMetrics() }
        let app = try ServerApplication.make(
            container: container,
            responseCache: responseCache,
            writeToken: settings.token,
            clients: ClientTrust(
                forwarded: settings.forwarded, secureCookies: settings.secureCookies, connectionsPerClient: settings.maxConnectionsPerClient,
                requestsPerClient: settings.maxRequestsPerClient
            ),
            timeouts: settings.timeouts,
            readiness: readiness,
            accessLog: settings.accessLog,
            metrics: metrics,
            tracing: settings.traceExport != nil,
            configuration: ApplicationConfiguration(
                address: .hostname(settings.hostname, port: settings.port), serverName: "catalog-server",
                availableConnectionsDelegate: MaximumAvailableConnections(settings.maxConnections, logger: logger)
            ),
            logger: logger
        )
        // Stops on SIGINT or SIGTERM, the services last first: `/ready` fails for the drain,
        // then the listeners stop once the requests in flight finish (or are cut off after
        // the shutdown timeout), then the watch for changes, then the store, and the traces'
        // exporter last.
        var services: [any Service] = []
        // First, so that it stops last and sends the spans of the requests that finish in the shutdown.
        if let traceExport = settings.traceExport { services.append(try traceExport.start(logger: logger)) }
        services.append(StoreService(container: container, logger: logger))
        if let refresher { services.append(refresher) }
        services.append(app)
        if let metrics, let metricsPort = settings.metricsPort {
            let address = BindAddress.hostname(settings.metricsHostname, port: metricsPort)
            services.append(ServerApplication.metrics(metrics, cache: responseCache, container: container, address: address, timeouts: settings.timeouts, logger: logger))
        }
        services.append(readiness) // last, so that a shutdown reaches it first
        var group = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = settings.timeouts.shutdown + .seconds(settings.drain)
        group.maximumCancellationDuration = .seconds(1)
        try await ServiceGroup(configuration: group).run()
        if let statistics = responseCache?.statistics {
            logger.info(
                "Response cache: \(statistics.hits) answered from memory, \(statistics.renders) rendered, \(statistics.waits) waited for a render"
            )
        }
    }
}
