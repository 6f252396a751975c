import Composition
import DataLayer
import Foundation
import TestSupport
import Testing

/// A store that outlives the app that opened it, for what holds from one start to the
/// next: a SQLite file, and a PostgreSQL database when the run has a server.
struct LastingStore: Sendable, CustomTestStringConvertible {
    let name: String
    /// Runs its body with the store's configuration and a way to delete every product
    /// behind the app's back, as another client of the database would.
    private let open: @Sendable (@Sendable (LiveConfiguration, @Sendable () async throws -> Void) async throws -> Void) async throws -> Void

    var testDescription: String { name }

    func withConfiguration(_ body: @Sendable (LiveConfiguration, @Sendable () async throws -> Void) async throws -> Void) async throws {
        try await open(body)
    }

    static var all: [LastingStore] {
        [.sqlite] + (PostgresTestServer.url.map { [.postgres($0)] } ?? [])
    }

    /// A SQLite file in a temporary folder.
    static let sqlite = LastingStore(name: "SQLite") { body in
        let folder = try TemporaryDirectory()
        let path = folder.file("catalog.sqlite")
        try await body(LiveConfiguration(store: .file(path: path))) {
            let connection = try SQLiteConnection.open(storage: .file(path: path))
            defer { connection.close() }
            _ = try await connection.query("DELETE FROM products")
        }
    }

    /// A database of its own on the test server, dropped afterwards.
    static func postgres(_ server: URL) -> LastingStore {
        LastingStore(name: "PostgreSQL") { body in
            try await PostgresTestServer.withDatabase(on: server) { url in
                let database = try #require(PostgresDatabase(url: url))
                try await body(LiveConfiguration(store: .postgres(database), postgresConnections: PostgresTestServer.poolSize)) {
                    try await PostgresTestServer.execute("DELETE FROM products", on: url)
                }
            }
        }
    }
}
