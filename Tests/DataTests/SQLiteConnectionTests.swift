import CSQLite
@testable import DataLayer
import TestSupport
import Testing

/// The connection over the system's SQLite: statements it keeps prepared answer each run
/// with that run's bindings, values come back as they went in, and failures are named.
@Suite("SQLite connection: kept statements, values and errors")
struct SQLiteConnectionTests {
    let connection: SQLiteConnection

    init() async throws {
        connection = try SQLiteConnection.open(storage: .memory)
        _ = try await connection.query("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT UNIQUE, data BLOB, price REAL)")
        for name in ["alpha", "beta", "gamma"] {
            _ = try await connection.query("INSERT INTO items (name) VALUES (?)", [.text(name)])
        }
    }

    // On Apple platforms the system's frameworks may start SQLite before the app does, and
    // SQLite then keeps counting: the setting is a saving where it takes, not a promise.
    #if os(Linux)
    @Test("SQLite counts no allocations: that costs a global lock on each, and nothing reads the counts")
    func noAllocationCounts() async throws {
        _ = try await connection.query("SELECT name FROM items ORDER BY name")
        #expect(sqlite3_memory_used() == 0)
    }
    #endif

    @Test("A kept statement answers each run with that run's bindings, never an earlier run's rows")
    func keptStatementRebinds() async throws {
        let sql = "SELECT name FROM items WHERE id >= ? ORDER BY id"
        for (first, expected) in [(1, ["alpha", "beta", "gamma"]), (3, ["gamma"]), (2, ["beta", "gamma"]), (4, [])] {
            let names = try await connection.query(sql, [.integer(first)]).compactMap { $0.column("name")?.string }
            #expect(names == expected)
        }
    }

    @Test("A run stopped by an error leaves its statement ready for the next run")
    func failedRunResets() async throws {
        let insert = "INSERT INTO items (name) VALUES (?)"
        await #expect(throws: SQLiteError.self) { try await connection.query(insert, [.text("alpha")]) }
        _ = try await connection.query(insert, [.text("delta")])
        let count = try await connection.query("SELECT count(*) AS n FROM items").first?.column("n")?.integer
        #expect(count == 4)
    }

    @Test("More distinct statements than are kept still run, and kept ones still answer")
    func beyondTheKeptLimit() async throws {
        for offset in 0..<(SQLiteConnection.keptStatementLimit + 10) {
            let rows = try await connection.query("SELECT ? + \(offset) AS total", [.integer(1)])
            #expect(rows.first?.column("total")?.integer == offset + 1)
        }
        let first = try await connection.query("SELECT ? + 0 AS total", [.integer(5)])
        #expect(first.first?.column("total")?.integer == 5)
    }

    @Test("Text, bytes, numbers and NULL come back as they went in: an empty text is not NULL, a NUL inside text is kept")
    func valuesRoundTrip() async throws {
        let values: [SQLiteData] = [.text(""), .text("a\u{0}b"), .text("Grüße 🌍"), .blob([]), .blob([0, 255, 7]), .float(12.5), .integer(-3), .null]
        for value in values {
            let rows = try await connection.query("SELECT ? AS value, typeof(?) AS type", [value, value])
            #expect(rows.first?.column("value") == value)
            #expect(rows.first?.column("type")?.string != "null" || value == .null)
        }
    }

    @Test("Columns are read by the names the statement gives them")
    func columnsByName() async throws {
        let row = try await connection.query("SELECT id AS key, name FROM items WHERE id = 2").first
        #expect(row?.column("key")?.integer == 2)
        #expect(row?.column("name")?.string == "beta")
        #expect(row?.column("id") == nil)
    }

    @Test("Wrong binding counts, two statements at once and broken constraints are errors that say which")
    func errorsAreNamed() async throws {
        await #expect(throws: SQLiteError.self) { try await connection.query("SELECT ? AS one", []) }
        await #expect(throws: SQLiteError.self) { try await connection.query("SELECT 1; SELECT 2") }
        do {
            _ = try await connection.query("INSERT INTO items (name) VALUES ('beta')")
            Issue.record("a second 'beta' was accepted")
        } catch let error as SQLiteError {
            #expect(error.reason == .uniqueConstraint)
            #expect(error.message.contains("UNIQUE"))
        }
    }

    @Test("Statements in a deferred transaction read one snapshot: another connection's commit shows after it ends")
    func deferredTransactionSnapshot() async throws {
        let directory = try TemporaryDirectory()
        let reader = try SQLiteConnection.open(storage: .file(path: directory.file("shared.sqlite")))
        let writer = try SQLiteConnection.open(storage: .file(path: directory.file("shared.sqlite")))
        _ = try await writer.query("PRAGMA journal_mode = WAL")
        _ = try await writer.query("CREATE TABLE items (id INTEGER PRIMARY KEY)")
        _ = try await writer.query("INSERT INTO items DEFAULT VALUES")
        func count() async throws -> Int? {
            try await reader.query("SELECT count(*) AS total FROM items").first?.column("total")?.integer
        }
        let (before, during) = try await reader.transaction(.deferred) {
            let before = try await count()
            _ = try await writer.query("INSERT INTO items DEFAULT VALUES")
            return (before, try await count())
        }
        #expect(before == 1)
        #expect(during == 1)
        #expect(try await count() == 2)
        reader.close()
        writer.close()
    }

    @Test("A closed connection answers with an error instead of touching a closed handle")
    func closedConnection() async throws {
        connection.close()
        #expect(connection.isClosed)
        await #expect(throws: SQLiteError.self) { try await connection.query("SELECT 1") }
    }
}
