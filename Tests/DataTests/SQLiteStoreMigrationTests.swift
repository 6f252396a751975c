@testable import DataLayer
import Domain
import SQLiteNIO
import TestSupport
import Testing

@Suite("SQLite store: migrations and seeding")
struct SQLiteStoreMigrationTests {
    static let migrations = [
        Migration(version: 1, statements: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)"]),
        Migration(version: 2, statements: ["ALTER TABLE notes ADD COLUMN done INTEGER NOT NULL DEFAULT 0"]),
    ]

    /// The notes table's columns and rows, and the version the file reports.
    func describe(_ store: SQLiteStore) async throws -> (columns: [String], rows: Int, version: Int) {
        try await store.read { connection in
            let columns = try await connection.query("SELECT name FROM pragma_table_info('notes') ORDER BY cid").compactMap { $0.column("name")?.string }
            let rows = try await connection.query("SELECT count(*) AS n FROM notes").first?.column("n")?.integer ?? -1
            let version = try await connection.query("PRAGMA user_version").first?.column("user_version")?.integer ?? -1
            return (columns, rows, version)
        }
    }

    @Test("A new file gets every migration in order and the seed once; opening it again changes nothing")
    func migratesAndSeedsOnce() async throws {
        let directory = try TemporaryDirectory()
        let location = StoreLocation.file(path: directory.file("notes.sqlite"))
        let seed: SQLiteStore.Seed = { connection in
            let count = try await connection.query("SELECT count(*) AS n FROM notes").first?.column("n")?.integer ?? 0
            if count == 0 { _ = try await connection.query("INSERT INTO notes (text) VALUES ('first')") }
        }
        for _ in 1...2 {
            let store = SQLiteStore(location: location, migrations: Self.migrations, seed: seed)
            let described = try await describe(store)
            await store.close()
            #expect(described.columns == ["id", "text", "done"])
            #expect(described.rows == 1)
            #expect(described.version == 2)
        }
    }

    @Test("A file written by a newer schema is refused, in words that say so, and left as it is")
    func newerSchema() async throws {
        let directory = try TemporaryDirectory()
        let location = StoreLocation.file(path: directory.file("notes.sqlite"))
        let newer = SQLiteStore(location: location, migrations: Self.migrations + [Migration(version: 3, statements: ["CREATE TABLE tags (name TEXT)"])])
        _ = try await describe(newer)
        await newer.close()

        let older = SQLiteStore(location: location, migrations: Self.migrations)
        let error = await #expect(throws: (any Error).self) { try await describe(older) }
        await older.close()
        let said = try #require(error.map { CatalogError(storage: $0, at: location) })
        #expect(said.description.contains("written by a newer version of this app (schema 3, this build knows up to 2)"))
    }
}
