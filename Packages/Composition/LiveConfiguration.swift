import DataLayer
import Foundation

/// What the production graph reads from.
public struct LiveConfiguration: Hashable, Sendable {
    public var store: Store
    /// With a remote store: the server's token, sent with every write (never with a read)
    /// so that the server allows it.
    public var remoteToken: String?
    /// With a remote store: the variables that name a proxy (`https_proxy`, `http_proxy`,
    /// `no_proxy`), the process's environment as the app reads it.
    public var proxyEnvironment: [String: String]
    /// With a database file: how many connections read beside the one that writes (WAL
    /// mode); 0 reads on the writer. An in-memory database is one connection whatever this says.
    public var readConnections: Int
    /// With PostgreSQL: the most connections the app opens to it, and so the most
    /// statements it runs at once.
    public var postgresConnections: Int

    /// Whether a new database starts with the seeded data. One that held data and was
    /// emptied since is not seeded again.
    public var seedsEmptyDatabase: Bool
    /// Whether each of the store's reads and writes is a span of the process's tracer;
    /// off, they make none.
    public var tracesStore: Bool

    public init(
        store: Store = .defaultFile, remoteToken: String? = nil, proxyEnvironment: [String: String] = [:], readConnections: Int = 4,
        postgresConnections: Int = 20, seedsEmptyDatabase: Bool = true, tracesStore: Bool = false
    ) {
        self.store = store
        self.remoteToken = remoteToken
        self.proxyEnvironment = proxyEnvironment
        self.readConnections = readConnections
        self.postgresConnections = postgresConnections
        self.seedsEmptyDatabase = seedsEmptyDatabase
        self.tracesStore = tracesStore
    }

    public enum Store: Hashable, Sendable {
        /// The per-user database: XDG data home on Linux, Application Support on macOS.
        case defaultFile
        /// A database file at this path, created if missing.
        case file(path: String)
        /// A fresh database in memory, seeded, gone when the app exits.
        case inMemory
        /// A server's JSON API (this app's server) at this base URL, such as `http://127.0.0.1:8080`.
        case remote(URL)
        /// A PostgreSQL database that several server instances may share; migrated and,
        /// when new, seeded on first use.
        case postgres(PostgresDatabase)
    }
}

extension LiveConfiguration.Store {
    /// Whether a token sent to this store would cross a network unencrypted: a server
    /// over anything but https that is not on this machine.
    public var sendsTokenInClear: Bool {
        guard case .remote(let url) = self else { return false }
        return APIClient.sendsInClear(to: url)
    }

    /// Whether `host` is this machine, by the rule `sendsTokenInClear` follows.
    public static func isThisMachine(_ host: String) -> Bool {
        APIClient.isThisMachine(host)
    }
}
