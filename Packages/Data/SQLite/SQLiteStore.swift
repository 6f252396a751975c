import Foundation

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
    private var opened: SQLiteConnection?
    private var opening: Task<SQLiteConnection, any Error>?
    private var readers: [SQLiteConnection] = []
    private var readersOpening: Task<[SQLiteConnection], any Error>?
    /// A file database's connection that only watches for commits, and what it last saw.
    private var watcher: (connection: SQLiteConnection, dataVersion: Int)?
    private var readerQueue = ConnectionQueue()
    private var writerQueue = ConnectionQueue()

    /// Which connections a body takes its turn on.
    private enum Lane { case writer, readers }

    /// - Parameter readers: how many read-only connections a file database gets.
    public init(location: StoreLocation, migrations: [Migration], seed: @escaping Seed = { _ in }, readers: Int = 4) {
        self.location = location
        self.migrations = migrations
        self.seed = seed
        self.readerCount = max(0, readers)
    }

    /// Runs `body` with a connection for reads: a read-only connection of its own for a
    /// file database (waiting for one to be free); an in-memory database's one connection,
    /// as `write` does.
    public nonisolated func read<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        try await run(body, on: try await readLane())
    }

    /// Runs `body` with the connection that writes, alone on it: a write commits when its
    /// statement ends only if no other statement is running on that connection, so no
    /// two bodies share it, and what one writes every later read sees.
    public nonisolated func write<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        _ = try await connection()
        return try await run(body, on: .writer)
    }

    private nonisolated func run<T: Sendable>(_ body: (SQLiteConnection) async throws -> T, on lane: Lane) async throws -> T {
        let connection = await checkOut(lane)
        do {
            let result = try await body(connection)
            await checkIn(connection, to: lane)
            return result
        } catch {
            await checkIn(connection, to: lane)
            throw error
        }
    }

    /// The readers for a file database, opened on first use; the writer for an in-memory one.
    private func readLane() async throws(SQLiteStoreError) -> Lane {
        _ = try await connection()
        guard case .file(let path) = location, readerCount > 0 else { return .writer }
        guard readers.isEmpty else { return .readers }
        // Callers that arrive while the readers open wait for the same opening.
        if let readersOpening {
            _ = try await outcome(of: readersOpening)
            return .readers
        }
        let count = readerCount, location = location
        let task = Task { try await Self.openReaders(count, path: path, location: location) }
        readersOpening = task
        defer { readersOpening = nil }
        readers = try await outcome(of: task)
        for connection in readers { readerQueue.giveBack(connection) }
        return .readers
    }

    private func checkOut(_ lane: Lane) async -> SQLiteConnection {
        let free = lane == .writer ? writerQueue.take() : readerQueue.take()
        if let free { return free }
        return await withCheckedContinuation { continuation in
            if lane == .writer { writerQueue.wait(continuation) } else { readerQueue.wait(continuation) }
        }
    }

    private func checkIn(_ connection: SQLiteConnection, to lane: Lane) {
        if lane == .writer { writerQueue.giveBack(connection) } else { readerQueue.giveBack(connection) }
    }

    /// The connection that writes: open, migrated and seeded. For setting up and checking
    /// a database; the repositories go through `read` and `write`.
    public func connection() async throws(SQLiteStoreError) -> SQLiteConnection {
        if let opened { return opened }
        // One opening at a time: two connections migrating one new file at once would
        // both try to create its tables.
        if let opening { return try await outcome(of: opening) }
        let task = Task { try await open() }
        opening = task
        defer { opening = nil }
        let connection = try await outcome(of: task)
        opened = connection
        writerQueue.giveBack(connection)
        return connection
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
                _ = try await connection() // the file exists and is migrated before it is watched
                let connection = try await Self.openReader(path: path, location: location)
                watcher = (connection, try await Self.dataVersion(on: connection))
                return false
            }
            // SQLite counts here the commits of every other connection to the file.
            let now = try await Self.dataVersion(on: current.connection)
            watcher = (current.connection, now)
            return now != current.dataVersion
        } catch {
            return true
        }
    }

    private static func dataVersion(on connection: SQLiteConnection) async throws -> Int {
        try await connection.query("PRAGMA data_version").first?.column("data_version")?.integer ?? 0
    }

    /// Closes the connections; the next use opens them again.
    public func close() async {
        _ = try? await opening?.value
        _ = try? await readersOpening?.value
        let all = readers + (opened.map { [$0] } ?? [])
        readers = []
        readerQueue = ConnectionQueue()
        writerQueue = ConnectionQueue()
        opened = nil
        watcher?.connection.close()
        watcher = nil
        for connection in all { connection.close() }
    }

    private func open() async throws(SQLiteStoreError) -> SQLiteConnection {
        let storage: SQLiteConnection.Storage
        switch location {
        case .inMemory:
            storage = .memory
        case .file(let path):
            try Self.prepareParentFolder(of: path)
            storage = .file(path: path)
        }
        let connection: SQLiteConnection
        do {
            // A file's writer waits for the disk on commit: it gets a thread of its own.
            connection = try SQLiteConnection.open(storage: storage, ownThread: location != .inMemory)
        } catch {
            throw SQLiteStoreError(error, at: location)
        }
        do {
            _ = try await connection.query("PRAGMA foreign_keys = ON")
            _ = try await connection.query("PRAGMA busy_timeout = 5000")
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
                _ = try await connection.query("PRAGMA busy_timeout = 5000")
                return connection
            } catch {
                connection.close()
                throw error
            }
        } catch {
            throw SQLiteStoreError(error, at: location)
        }
    }

    private static func prepareParentFolder(of path: String) throws(SQLiteStoreError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SQLiteStoreError("cannot create the folder \(folder.path) for the database at \(path)")
        }
    }
}
