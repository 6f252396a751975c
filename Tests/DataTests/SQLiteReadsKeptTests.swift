@testable import DataLayer
import Synchronization
import TestSupport
import Testing

/// What the store does for speed so that repositories need not: answers kept until the
/// data changes, and reads of several statements that see one version of the data.
@Suite("SQLite store: answers kept until a change, and consistent reads")
struct SQLiteReadsKeptTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func store(_ path: String) -> SQLiteStore {
        SQLiteStore(location: .file(path: path), migrations: SQLiteStoreTests.migrations, seed: SQLiteStoreTests.seed)
    }

    /// `random()` differs on every run of its statement, so an equal answer was kept.
    static func random(_ connection: SQLiteConnection, kept: Bool) async throws -> Int {
        try await connection.query("SELECT random() AS r", keptUntilChange: kept).first?.column("r")?.integer ?? 0
    }

    @Test("An answer kept until the data changes is given again until anyone commits, this store or another")
    func keptUntilChange() async throws {
        let path = directory.file("notes.sqlite")
        let reader = store(path), elsewhere = store(path)
        let first = try await reader.read { try await Self.random($0, kept: true) }
        #expect(try await reader.read { try await Self.random($0, kept: true) } == first)
        #expect(try await reader.read { try await Self.random($0, kept: false) } != first, "a plain query runs every time")
        _ = try await elsewhere.write { try await $0.query("INSERT INTO notes (body) VALUES ('from elsewhere')") }
        let afterTheirs = try await reader.read { try await Self.random($0, kept: true) }
        #expect(afterTheirs != first)
        _ = try await reader.write { try await $0.query("INSERT INTO notes (body) VALUES ('from here')") }
        #expect(try await reader.read { try await Self.random($0, kept: true) } != afterTheirs)
        await reader.close()
        await elsewhere.close()
    }

    @Test("A read whose statements met another's commit is read again, in one transaction")
    func consistentRead() async throws {
        let path = directory.file("notes.sqlite")
        let reader = store(path), elsewhere = store(path)
        _ = try await reader.read { try await SQLiteStoreTests.noteCount($0) } // created and seeded
        let runs = Mutex(0)
        let (before, after) = try await reader.readConsistently { connection in
            let before = try await SQLiteStoreTests.noteCount(connection)
            if runs.withLock({ $0 += 1; return $0 }) == 1 {
                _ = try await elsewhere.write { try await $0.query("INSERT INTO notes (body) VALUES ('between')") }
            }
            return (before, try await SQLiteStoreTests.noteCount(connection))
        }
        #expect(runs.withLock { $0 } == 2)
        #expect(before == after && after == 4, "both statements of the answer saw the same data")
        await reader.close()
        await elsewhere.close()
    }
}
