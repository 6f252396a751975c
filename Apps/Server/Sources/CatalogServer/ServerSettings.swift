import ArgumentParser
import Composition

/// Everything the server is set to, read once as it starts from the flags, the environment
/// and the settings file (`SettingsSources`), each value checked: one typed value per
/// key, so that the server never reads a flag or a variable of its own.
struct ServerSettings: Sendable {
    var hostname = "127.0.0.1"
    var port = 8080
    var store = LiveConfiguration.Store.defaultFile
    var seed = true
    /// `nil`: the default for the store (see `CatalogServerCommand`).
    var cacheMaxAge: Double?
    var cacheMaxMib = 32
    /// The token writes need; `nil` takes no writes.
    var token: String?
    var readConnections = 4
    /// With PostgreSQL: the most connections this server opens to it.
    var postgresConnections = 20
    /// The most connections open at once; past it the listener takes no more until one closes.
    var maxConnections = 1_000
    /// The most connections one client holds open at once; past it, its new ones are closed.
    var maxConnectionsPerClient = 100
    var maxRequestsPerClient = 32
    var timeouts = ServerTimeouts()
    var drain = 0.0
    var forwarded = ForwardedHeaders.ignored
    var logFormat = LogFormat.text
    var accessLog = false
    var metricsPort: Int?
    var metricsHostname = "127.0.0.1"
    var secureCookies = false
    /// Where the traces go; `nil` traces nothing.
    var traceExport: TraceExport?

    /// The shortest write token the server takes: one that cannot be guessed in the time a
    /// throttled client has.
    static let minimumTokenLength = 16

    /// Whether the token, and the cookies of those who sign in with it, would cross a
    /// network over plain HTTP: the server takes writes, listens beyond this machine, and
    /// neither serves HTTPS only (`secureCookies`) nor stands behind a proxy it trusts,
    /// which may end HTTPS for it. Said at start-up, as a warning.
    var tokenCrossesNetworkInClear: Bool {
        guard token != nil, !secureCookies, forwarded.trustedProxies.isEmpty else { return false }
        return !LiveConfiguration.Store.isThisMachine(hostname)
    }

    /// The defaults.
    init() {}

    /// The settings `settings` holds; `inMemory` uses a fresh database in memory whatever
    /// names one.
    /// - Throws: `ValidationError` naming the setting, and where to set it, of a value the
    ///   server cannot use.
    init(_ settings: Settings, inMemory: Bool) async throws(ValidationError) {
        do {
            try await read(settings, inMemory: inMemory)
        } catch let error as SettingsError {
            throw ValidationError(error.description)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    private mutating func read(_ settings: Settings, inMemory: Bool) async throws {
        func check(_ key: String, _ isValid: Bool, _ rule: String) throws(SettingsError) {
            if !isValid { throw SettingsError(key: key, problem: rule) }
        }
        hostname = try await settings.string("hostname") ?? hostname
        port = try await settings.int("port") ?? port
        try check("port", (0...65_535).contains(port), "must be between 0 and 65535")
        if inMemory {
            store = .inMemory
        } else if let database = try await settings.string("database") {
            do { store = try LiveConfiguration.Store(database: database) } catch { throw SettingsError(key: "database", problem: "cannot be used: \(error.description)") }
        }
        seed = try await settings.bool("seed") ?? seed
        cacheMaxAge = try await settings.double("cacheMaxAge")
        if let cacheMaxAge { try check("cacheMaxAge", cacheMaxAge.isFinite && (0...86_400).contains(cacheMaxAge), "must be between 0 and 86400 seconds") }
        cacheMaxMib = try await settings.int("cacheMaxMib") ?? cacheMaxMib
        try check("cacheMaxMib", (1...4_096).contains(cacheMaxMib), "must be between 1 and 4096")
        token = try await settings.string("token")
        if let token {
            try check("token", token.unicodeScalars.count >= Self.minimumTokenLength, "is too short to be safe: use at least \(Self.minimumTokenLength) characters, such as the output of `openssl rand -hex 16`")
        }
        readConnections = try await settings.int("readConnections") ?? readConnections
        try check("readConnections", (0...64).contains(readConnections), "must be between 0 and 64")
        postgresConnections = try await settings.int("postgresConnections") ?? postgresConnections
        try check("postgresConnections", (1...1_000).contains(postgresConnections), "must be between 1 and 1000")
        maxConnections = try await settings.int("maxConnections") ?? maxConnections
        try check("maxConnections", (1...1_000_000).contains(maxConnections), "must be between 1 and 1000000")
        maxConnectionsPerClient = try await settings.int("maxConnectionsPerClient") ?? maxConnectionsPerClient
        try check("maxConnectionsPerClient", (1...1_000_000).contains(maxConnectionsPerClient), "must be between 1 and 1000000")
        maxRequestsPerClient = try await settings.int("maxRequestsPerClient") ?? maxRequestsPerClient
        try check("maxRequestsPerClient", (1...1_000_000).contains(maxRequestsPerClient), "must be between 1 and 1000000")
        func seconds(_ key: String, _ fallback: Double) async throws(SettingsError) -> Duration {
            let value = try await settings.double(key) ?? fallback
            try check(key, value.isFinite && (0.001...3_600).contains(value), "must be between 0.001 and 3600 seconds")
            return .seconds(value)
        }
        timeouts = ServerTimeouts(
            header: try await seconds("headerTimeout", 10),
            body: try await seconds("bodyTimeout", 30),
            shutdown: try await seconds("shutdownTimeout", 10)
        )
        drain = try await settings.double("drain") ?? drain
        try check("drain", drain.isFinite && (0...3_600).contains(drain), "must be between 0 and 3600 seconds")
        let proxies = try await settings.strings("trustedProxy")
        do { forwarded = try ForwardedHeaders(trustedProxies: proxies) } catch { throw SettingsError(key: "trustedProxy", problem: "\(error)") }
        logFormat = try await settings.choice("logFormat", of: LogFormat.self) ?? logFormat
        accessLog = try await settings.bool("accessLog") ?? accessLog
        metricsPort = try await settings.int("metricsPort")
        if let metricsPort {
            try check("metricsPort", (0...65_535).contains(metricsPort), "must be between 0 and 65535")
            try check("metricsPort", metricsPort != port || port == 0, "must differ from --port: metrics are never served on the public port")
        }
        metricsHostname = try await settings.string("metricsHostname") ?? metricsHostname
        secureCookies = try await settings.bool("secureCookies") ?? secureCookies
        traceExport = try await settings.httpURL("otlpEndpoint").map(TraceExport.init(collector:))
    }
}
