@testable import DataLayer
import TestSupport
import Testing

/// A statement is bounded in time, as a PostgreSQL store's are: SQLite stops one that runs
/// past the connection's limit, and the connection answers the next as before.
@Suite("SQLite statements: bounded in time", .timeLimit(.minutes(1)))
struct SQLiteStatementLimitTests {
    /// A statement that would run for hours: it counts to ten billion.
    static let runaway = "WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted LIMIT 10000000000) SELECT count(*) AS total FROM counted"
    /// One that runs a few hundred thousand steps, to its end.
    static let long = "WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted LIMIT 300000) SELECT count(*) AS total FROM counted"

    @Test("A statement past the connection's limit is stopped, and says so; the connection answers the next")
    func stopped() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        connection.limitStatements(to: .milliseconds(100))
        let error = await #expect(throws: SQLiteError.self) { try await connection.query(Self.runaway) }
        #expect(error?.message == "the statement ran past its limit of 0.1 seconds and was stopped", "\(String(describing: error))")
        #expect(try await connection.query("SELECT 1 AS one").first?.column("one")?.integer == 1)
        connection.close()
    }

    @Test("Without a limit a long statement runs to its end, as a migration does")
    func unlimited() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        #expect(try await connection.query(Self.long).first?.column("total")?.integer == 300_000)
        connection.close()
    }

    @Test("A store's reads and writes are held to its limit, once migrated; its migrations are not", arguments: [true, false])
    func store(file: Bool) async throws {
        let directory = try TemporaryDirectory()
        // A migration that runs well past the limit: two million rows.
        let migrations = [Migration(version: 1, statements: [
            "CREATE TABLE numbers AS WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted LIMIT 2000000) SELECT n FROM counted",
        ])]
        let store = SQLiteStore(
            location: file ? .file(path: directory.file("limits.sqlite")) : .inMemory, migrations: migrations, statementLimit: .milliseconds(100)
        )
        #expect(try await store.read { try await $0.query("SELECT count(*) AS total FROM numbers") }.first?.column("total")?.integer == 2_000_000)
        await #expect(throws: SQLiteError.self) { try await store.read { try await $0.query(Self.runaway) } }
        await #expect(throws: SQLiteError.self) { try await store.write { try await $0.query(Self.runaway) } }
        await store.close()
    }
}
