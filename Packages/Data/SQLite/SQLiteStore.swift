import Domain
import Foundation
import Synchronization
import Tracing

/// Owns the connections to a database: one that writes (and migrates), and for a file
/// database a few that only read. It opens, migrates and seeds the database on first use
/// rather than at start-up, so that a store that cannot be read surfaces as an error where
/// it is used, and a retry can try again.
///
/// A file database runs in WAL mode, so reads on their own connections neither queue
/// behind one another nor wait for a write, and each read sees every write committed
/// before it began. An in-memory database lives in one connection, which reads share.
///
/// It knows nothing of what the database holds: the app's composition hands it the
/// migrations and the seed.
public actor SQLiteStore {
    /// Writes what an empty database starts with; it must do nothing to one that has data.
    public typealias Seed = @Sendable (SQLiteConnection) async throws -> Void

    public let location: StoreLocation
    private let migrations: [Migration]
    private let seed: Seed
    private let readerCount: Int
    private let traced: Bool
    /// How long one of the repositories' statements may run: as long as a PostgreSQL
    /// store's (`PostgresLocation.statementTimeout`). Migrations and the seed run before
    /// it applies, without it.
    public nonisolated let statementLimit: Duration
    /// How long a read or a write waits for a connection before it fails as too busy.
    private let patience: Duration
    private var opened: Connections?
    private var opening: Task<Connections, any Error>?
    /// How many times it was closed: an opening that a close overtook keeps nothing.
    private var closes = 0
    /// The open database's pools, readable without a turn on the actor: reads and writes
    /// come to the actor only to open the database.
    private nonisolated let pools = Mutex<Pools?>(nil)
    /// A file database's connection that only watches for commits, and what it last saw.
    private var watcher: (connection: SQLiteConnection, dataVersion: UInt32?)?

    private struct Connections {
        let writer: SQLiteConnection
        let readers: [SQLiteConnection]

        var all: [SQLiteConnection] { [writer] + readers }
    }

    /// Where a body takes its turn: the writer's pool, and the readers' (the writer's
    /// own, for an in-memory database or one without readers).
    private struct Pools: Sendable {
        let writer: ConnectionPool
        let readers: ConnectionPool
    }

    /// - Parameters:
    ///   - readers: how many read-only connections a file database gets.
    ///   - traced: whether each `read` and `write` is a span of the process's tracer
    ///     (`InstrumentationSystem`); off, they make none and pay nothing for it.
    ///   - statementLimit: how long a statement may run before SQLite stops it.
    ///   - patience: how long a read or a write waits for a connection, behind the others
    ///     asking, before it fails as too busy (`ConnectionPool`).
    public init(
        location: StoreLocation, migrations: [Migration], seed: @escaping Seed = { _ in }, readers: Int = 4, traced: Bool = false,
        statementLimit: Duration = .seconds(15), patience: Duration = .seconds(5)
    ) {
        self.location = location
        self.statementLimit = statementLimit
        self.patience = patience
        self.migrations = migrations
        self.seed = seed
        self.readerCount = max(0, readers)
        self.traced = traced
    }

    /// Runs `body` with a connection for reads: a read-only connection of its own for a
    /// file database (waiting for one to be free); an in-memory database's one connection,
    /// as `write` does.
    /// Traced, when the store is, as a span of its own ("SQLite read"), a child of the
    /// request's.
    public nonisolated func read<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        guard traced else { return try await openPools().readers.lend(body) }
        return try await withSpan("SQLite read", ofKind: .client) { span in
            span.attributes["db.system.name"] = "sqlite"
            return try await openPools().readers.lend(body)
        }
    }

    /// Runs `body` as `read` does, with every statement in it seeing the same data: should
    /// another connection commit while it runs, it runs again inside one read transaction.
    /// Most reads meet no commit, and pay one look at the data version (the first
    /// statement's, against the version after the last) instead of a BEGIN and a COMMIT.
    /// For reads of several statements that must agree (a page of rows and their total).
    public nonisolated func readConsistently<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        try await read { connection in
            let value = try await body(connection)
            let first = connection.firstVersionOfLoan
            if let first, try await connection.currentDataVersion() == first { return value }
            return try await connection.transaction(.deferred) { try await body(connection) }
        }
    }

    /// Runs `body` with the connection that writes, alone on it: a write commits when its
    /// statement ends only if no other statement is running on that connection, so no
    /// two bodies share it, and what one writes every later read sees.
    /// Traced, when the store is, as "SQLite write".
    public nonisolated func write<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        guard traced else { return try await openPools().writer.lend(body) }
        return try await withSpan("SQLite write", ofKind: .client) { span in
            span.attributes["db.system.name"] = "sqlite"
            return try await openPools().writer.lend(body)
        }
    }

    private nonisolated func openPools() async throws(SQLiteStoreError) -> Pools {
        if let pools = pools.withLock({ $0 }) { return pools }
        _ = try await connection()
        // Set by `connection()`, unless a `close()` came in between: then open again.
        return try await openPools()
    }

    /// How many times it was closed.
    var closeCount: Int { closes }

    /// The connection that writes: open, migrated and seeded, and for a file database its
    /// readers open too. For setting up and checking a database; the repositories go
    /// through `read` and `write`. A caller already cancelled opens nothing.
    public func connection() async throws(SQLiteStoreError) -> SQLiteConnection {
        if let opened { return opened.writer }
        // One opening at a time: two connections migrating one new file at once would
        // both try to create its tables.
        if let opening { return try await outcome(of: opening).writer }
        guard !Task.isCancelled else { throw SQLiteStoreError(ConnectionWaitEnded.cancelled, at: location) }
        let since = closes
        let task = Task { try await openedAndKept(since: since) }
        opening = task
        defer { if opening == task { opening = nil } }
        return try await outcome(of: task).writer
    }

    /// The connections, opened and kept, unless a close came since `closesBefore`: then
    /// they are closed again and everyone waiting for them hears that the store was closed.
    private func openedAndKept(since closesBefore: Int) async throws(SQLiteStoreError) -> Connections {
        let connections = try await openConnections()
        guard closes == closesBefore else {
            for connection in connections.all { connection.close() }
            throw .closedWhileOpening(at: location)
        }
        opened = connections
        let writer = ConnectionPool([connections.writer], patience: patience)
        let readers = connections.readers.isEmpty ? writer : ConnectionPool(connections.readers, patience: patience)
        pools.withLock { $0 = Pools(writer: writer, readers: readers) }
        return connections
    }

    private func openConnections() async throws(SQLiteStoreError) -> Connections {
        let writer = try await open()
        writer.limitStatements(to: statementLimit)
        guard case .file(let path) = location, readerCount > 0 else { return Connections(writer: writer, readers: []) }
        do {
            let readers = try await Self.openReaders(readerCount, path: path, location: location)
            for reader in readers { reader.limitStatements(to: statementLimit) }
            return Connections(writer: writer, readers: readers)
        } catch {
            writer.close()
            throw error
        }
    }

    private func outcome<T>(of task: Task<T, any Error>) async throws(SQLiteStoreError) -> T {
        do {
            return try await task.value
        } catch let error as SQLiteStoreError {
            throw error
        } catch {
            throw SQLiteStoreError(error, at: location)
        }
    }

    /// Whether anyone, this store or another process, committed to a file database since
    /// the last time this was asked; the first call only starts watching. An in-memory
    /// database has no other writer, so only its own writes change it, and this is false.
    /// A database that cannot be read counts as changed: whoever keeps copies of its data
    /// drops them.
    public func changedSinceLastAsked() async -> Bool {
        guard case .file(let path) = location else { return false }
        do {
            guard let current = watcher else {
                let since = closes
                _ = try await connection() // the file exists and is migrated before it is watched
                let connection = try await Self.openReader(path: path, location: location)
                let version = try await connection.currentDataVersion()
                // A close that came meanwhile keeps no watcher open.
                guard closes == since else {
                    connection.close()
                    return true
                }
                watcher = (connection, version)
                return false
            }
            // SQLite counts here the commits of every other connection to the file.
            let now = try await current.connection.currentDataVersion()
            watcher = (current.connection, now)
            return now != current.dataVersion
        } catch {
            return true
        }
    }

    /// The connections lent and waited for now, the writer's and the readers' (the same
    /// pool for an in-memory database); nothing before the database is opened.
    public nonisolated var usage: (writer: PoolUsage, readers: PoolUsage)? {
        pools.withLock { $0.map { pools in (pools.writer.usage, pools.readers.usage) } }
    }

    /// Opens the database (migrating it and running its seed) and checks that its
    /// schema is the latest this store knows: what a migrate job runs before the servers
    /// start. Throws the reason when it cannot.
    public func prepareForUse() async throws(AppError) {
        let latest = migrations.last?.version ?? 0
        let version: Int
        do {
            version = try await read { connection in
                try await connection.query("PRAGMA user_version").first?.column("user_version")?.integer ?? 0
            }
        } catch {
            throw AppError(storage: error, at: location)
        }
        guard version == latest else { throw .storageUnavailable("\(location) is at schema \(version), not \(latest)") }
    }

    /// Closes the connections; an opening under way closes its own once it is over, and
    /// whoever waits for it hears that the store was closed. The next use opens them again.
    public func close() async {
        closes += 1
        let (pending, open, watching) = (opening, opened, watcher)
        (opened, watcher) = (nil, nil)
        pools.withLock { $0 = nil }
        watching?.connection.close()
        for connection in open.map(\.all) ?? [] { connection.close() }
        _ = try? await pending?.value
    }

    private func open() async throws(SQLiteStoreError) -> SQLiteConnection {
        let storage: SQLiteConnection.Storage
        switch location {
        case .inMemory:
            storage = .memory
        case .file(let path):
            try Self.prepareParentFolder(of: path)
            try Self.createPrivately(path)
            storage = .file(path: path)
        }
        let connection: SQLiteConnection
        do {
            // A file's writer waits for the disk on commit: it runs every statement on its own thread.
            connection = try SQLiteConnection.open(storage: storage, ownThread: location != .inMemory)
        } catch {
            throw SQLiteStoreError(error, at: location)
        }
        do {
            _ = try await connection.query("PRAGMA foreign_keys = ON")
            connection.waitForLocks(upTo: .seconds(5))
            if case .file = location {
                _ = try await connection.query("PRAGMA journal_mode = WAL")
                // A commit waits for the disk, whatever the SQLite build's default: a write
                // is answered only once it would survive a power cut.
                _ = try await connection.query("PRAGMA synchronous = FULL")
            }
            try await Migrator(migrations: migrations).migrate(connection)
            try await seed(connection)
            return connection
        } catch {
            connection.close()
            throw SQLiteStoreError(error, at: location)
        }
    }

    private static func openReaders(_ count: Int, path: String, location: StoreLocation) async throws(SQLiteStoreError) -> [SQLiteConnection] {
        var opened: [SQLiteConnection] = []
        do {
            for _ in 0..<count { opened.append(try await openReader(path: path, location: location)) }
            return opened
        } catch {
            for connection in opened { connection.close() }
            throw error
        }
    }

    private static func openReader(path: String, location: StoreLocation) async throws(SQLiteStoreError) -> SQLiteConnection {
        do {
            let connection = try SQLiteConnection.open(storage: .file(path: path))
            do {
                _ = try await connection.query("PRAGMA query_only = ON")
                connection.waitForLocks(upTo: .seconds(5))
                return connection
            } catch {
                connection.close()
                throw error
            }
        } catch {
            throw SQLiteStoreError(error, at: location)
        }
    }

    /// The folders it creates are its owner's alone (0700), as the database is.
    private static func prepareParentFolder(of path: String) throws(SQLiteStoreError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw SQLiteStoreError("cannot create the folder \(folder.path) for the database at \(path)")
        }
    }

    /// A database that is not there yet is created empty, readable and writable by its
    /// owner alone (0600), where SQLite would create it readable by everyone (0644); its
    /// journal files take the same mode from it. One that is there is left as it is. A
    /// symbolic link is followed, as SQLite follows it: one to nothing gets its target
    /// created so.
    private static func createPrivately(_ path: String) throws(SQLiteStoreError) {
        // Read-only: opening an existing file changes nothing and needs no write access;
        // without blocking, so that a FIFO at the path is refused rather than waited on.
        let descriptor = Foundation.open(path, O_CREAT | O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw SQLiteStoreError("cannot open the database at \(path): \(String(cString: strerror(errno))); check that the path is a file you may read and write")
        }
        Foundation.close(descriptor)
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard (try? FileManager.default.attributesOfItem(atPath: target)[.type]) as? FileAttributeType == .typeRegular else {
            throw SQLiteStoreError("cannot open the database at \(path): it is not a file; check that the path is a file you may read and write")
        }
    }
}
