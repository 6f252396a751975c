import Foundation
import SQLiteNIO

/// Owns the one connection to a database. It opens, migrates and seeds the database on
/// first use rather than at start-up, so that a store that cannot be read surfaces as an
/// error where it is used, and a retry can try again.
///
/// It knows nothing of what the database holds: the app's composition hands it the
/// migrations and the seed.
public actor SQLiteStore {
    /// Writes what an empty database starts with; it must do nothing to one that has data.
    public typealias Seed = @Sendable (SQLiteConnection) async throws -> Void

    public let location: StoreLocation
    private let migrations: [Migration]
    private let seed: Seed
    private var opened: SQLiteConnection?

    public init(location: StoreLocation, migrations: [Migration], seed: @escaping Seed = { _ in }) {
        self.location = location
        self.migrations = migrations
        self.seed = seed
    }

    /// The open, migrated and seeded connection.
    public func connection() async throws(SQLiteStoreError) -> SQLiteConnection {
        if let opened { return opened }
        let connection = try await open()
        // Another caller may have opened one while this one was suspended; keep the first.
        if let opened {
            try? await connection.close()
            return opened
        }
        opened = connection
        return connection
    }

    /// Closes the connection; the next use opens it again.
    public func close() async {
        guard let connection = opened else { return }
        opened = nil
        try? await connection.close()
    }

    /// A store released without `close()` still closes its connection: SQLiteNIO traps
    /// on a connection that is deinitialised open. The close runs on SQLiteNIO's thread
    /// pool, which keeps the connection alive until it is done.
    deinit {
        if let opened {
            _ = opened.close() // the non-async overload: it returns a future
        }
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
            connection = try await SQLiteConnection.open(storage: storage)
        } catch {
            throw SQLiteStoreError(error, at: location)
        }
        do {
            _ = try await connection.query("PRAGMA foreign_keys = ON")
            try await Migrator(migrations: migrations).migrate(connection)
            try await seed(connection)
            return connection
        } catch {
            try? await connection.close()
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
