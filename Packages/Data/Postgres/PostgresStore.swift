import Domain
import Logging
import PostgresNIO
import Tracing

/// Owns the connection pool to a PostgreSQL database that many app instances may share.
/// On first use, on one connection of its own and holding an advisory lock so that
/// instances that start together take turns, it applies the migrations the database
/// lacks and runs its seed; then it starts the pool. A database that cannot be reached surfaces as an error where it is used,
/// and a later use tries again.
///
/// It knows nothing of what the database holds: the app's composition hands it the
/// migrations and the seed. Repositories run their statements through `read(_:)` and
/// `write(_:)`, which bound the wait for one of the pool's connections; a read whose
/// client leaves is stopped, a write runs to its end.
public actor PostgresStore {
    /// Writes what an empty database starts with, inside the migration's transaction;
    /// it must do nothing to one that has data.
    public typealias Seed = @Sendable (PostgresConnection, Logger) async throws -> Void

    public nonisolated let location: PostgresLocation
    private let migrations: [Migration]
    private let seed: Seed
    let logger: Logger
    /// How long a statement waits for one of the pool's connections to come free: as long
    /// as a SQLite store's statement waits for one of its own.
    public nonisolated let patience: Duration
    /// How long a statement waits for the store's preparation: its migration and seed, or
    /// another instance's migration, which holds the lock every migration takes.
    public nonisolated let preparationPatience: Duration
    /// The most connections its pool opens, and so the most statements that run at once.
    public nonisolated let connections: Int
    /// How long a read whose task is cancelled may go on before it is stopped: one that
    /// ends within it gives its connection back to the pool, where stopping it would have
    /// closed the connection and made the pool open another (a client that sends
    /// quick searches and leaves at once would otherwise make one a search).
    public nonisolated let stopGrace: Duration
    /// A grace that most of the app's reads end within, and that holds a connection no
    /// longer than a request already waits for a busy one.
    public static let defaultStopGrace: Duration = .milliseconds(50)
    /// Whether each read and write is a span of the process's tracer
    /// (`InstrumentationSystem`); off, they make none and pay nothing for it.
    public nonisolated let traced: Bool
    /// Its statements, waiting for a connection or running on one.
    nonisolated let line: Line
    /// Why the pool could not open its last connection, until it serves again.
    nonisolated let connectFailures = ConnectFailures()
    private var pool: PostgresClient?
    private var running: Task<Void, Never>?
    private var preparing: Task<PostgresClient, any Error>?
    /// How many times it was closed: a preparation that a close overtook keeps nothing.
    private var closes = 0

    /// Every instance takes this advisory lock to migrate: one key for the app's schema.
    public static let migrationLock: Int64 = 0x6361_7461_6C6F_67 // "catalog"

    public init(
        location: PostgresLocation, migrations: [Migration], seed: @escaping Seed = { _, _ in },
        patience: Duration = .seconds(5), preparationPatience: Duration = .seconds(60), connections: Int = 20,
        stopGrace: Duration = defaultStopGrace, traced: Bool = false
    ) {
        self.location = location
        self.stopGrace = stopGrace
        self.traced = traced
        self.patience = patience
        self.preparationPatience = preparationPatience
        self.connections = connections
        line = Line(size: connections)
        self.migrations = migrations
        self.seed = seed
        var logger = Logger(label: "catalog.postgres")
        // Its one warning is for a lease asked before the pool has started, which waits and works.
        logger.logLevel = .error
        self.logger = logger
    }

    /// The pool once it is prepared, else `nil`.
    var preparedPool: PostgresClient? { pool }

    /// The pool, running, with the schema migrated and the seed written. A statement asked
    /// of it directly waits for a connection without end: repositories ask `read(_:)` and `write(_:)`.
    /// A caller already cancelled starts no preparation.
    public func client() async throws(PostgresStoreError) -> PostgresClient {
        if let pool { return pool }
        // One preparation at a time; callers that arrive meanwhile wait for it.
        if let preparing { return try await outcome(of: preparing) }
        guard !Task.isCancelled else { throw PostgresStoreError(ConnectionWaitEnded.cancelled, at: location) }
        let since = closes
        let task = Task { try await preparedAndKept(since: since) }
        preparing = task
        defer { if preparing == task { preparing = nil } }
        return try await outcome(of: task)
    }

    /// The pool, prepared, started and kept, unless a close came since `closesBefore`:
    /// then nothing is kept and everyone waiting for it hears that the store was closed.
    private func preparedAndKept(since closesBefore: Int) async throws -> PostgresClient {
        let client: PostgresClient
        do {
            client = try await prepare()
        } catch where closes != closesBefore {
            throw PostgresStoreError.closedWhileOpening(at: location)
        }
        guard closes == closesBefore else { throw PostgresStoreError.closedWhileOpening(at: location) }
        pool = client
        running = Task { await client.run() }
        return client
    }

    /// Starts the pool (migrating the database and running its seed) and checks that
    /// its schema is the latest this store knows: what a migrate job runs before the
    /// servers start. Throws the reason when it cannot.
    public func prepareForUse() async throws(AppError) {
        let latest = migrations.last?.version ?? 0
        let logger = logger
        let version: Int
        do {
            version = try await client().withConnection { connection in
                try await PostgresMigrator.version(on: connection, logger: logger)
            }
        } catch {
            throw AppError(storage: error, at: location)
        }
        guard version == latest else { throw .storageUnavailable("\(location) is at schema \(version), not \(latest)") }
    }

    /// Stops the pool, and a preparation under way: its migration, or its wait for another
    /// instance's, stops, and whoever waits for it hears that the store was closed. The
    /// next use starts again.
    public func close() async {
        closes += 1
        let (preparation, stopping) = (preparing, running)
        (pool, running) = (nil, nil)
        preparation?.cancel()
        stopping?.cancel()
        _ = try? await preparation?.value
        await stopping?.value
    }

    private func prepare() async throws -> PostgresClient {
        // Migrate on a connection of its own before the pool starts: a server that is not
        // there, or a wrong user or password, fails here at once and in the server's own
        // words, where the pool would retry for a minute and then only say it gave up.
        let connection = try await PostgresConnection.connect(
            configuration: try location.connectionConfiguration(), id: 1, logger: logger
        )
        do {
            // A close stops the migration by closing its connection: a statement waiting
            // for the lock would not end otherwise. The database rolls the transaction
            // back once it finds the connection gone: at once for a statement that runs,
            // and for one that waits for the lock, once the lock comes.
            try await withTaskCancellationHandler {
                try await migrate(on: connection)
            } onCancel: {
                let _: EventLoopFuture<Void> = connection.close()
            }
            try? await connection.close().get()
        } catch {
            try? await connection.close().get()
            throw error
        }
        var configuration = try location.clientConfiguration()
        configuration.options.maximumConnections = connections
        return PostgresClient(configuration: configuration, backgroundLogger: connectFailures.logger(over: logger))
    }

    /// Applies the migrations the database lacks and runs the seed, in one
    /// transaction that holds the lock every instance's migration takes. A failure leaves
    /// it open: the caller closes the connection, which rolls it back. (A `ROLLBACK` sent on
    /// a connection a close has ended would wait for an answer that never comes.)
    private func migrate(on connection: PostgresConnection) async throws {
        let logger = logger
        try await connection.query("BEGIN", logger: logger)
        // Unbounded, whatever the role or the database sets: an instance waits for
        // another's migration, and a migration may take its time.
        try await connection.query("SET LOCAL lock_timeout = 0", logger: logger)
        try await connection.query("SET LOCAL statement_timeout = 0", logger: logger)
        // What every session of the pool starts with, and a server may refuse (an old one,
        // or one that cannot see a client go): refused here, in the server's words, it
        // fails the preparation rather than each of the pool's connections unexplained.
        try await connection.query(PostgresQuery(unsafeSQL: "SET LOCAL client_connection_check_interval = '\(PostgresLocation.clientCheckInterval)'"), logger: logger)
        try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
        try await PostgresMigrator(migrations: migrations).migrate(connection, logger: logger)
        try await seed(connection, logger)
        try await connection.query("COMMIT", logger: logger)
    }

    private func outcome<T>(of task: Task<T, any Error>) async throws(PostgresStoreError) -> T {
        do {
            return try await task.value
        } catch {
            throw PostgresStoreError(error, at: location)
        }
    }
}
