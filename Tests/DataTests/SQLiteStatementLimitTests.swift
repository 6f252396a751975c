@testable import DataLayer
import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

/// A statement is bounded in time, as a PostgreSQL store's are: SQLite stops one that runs
/// past the connection's limit, or whose task is cancelled, and the connection answers
/// the next as before.
@Suite("SQLite statements: bounded in time", .timeLimit(.minutes(1)))
struct SQLiteStatementLimitTests {
    /// A statement that would run for hours: it counts to ten billion.
    static let runaway = "WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted LIMIT 10000000000) SELECT count(*) AS total FROM counted"
    /// One that runs a few hundred thousand steps, to its end.
    static let long = "WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted LIMIT 300000) SELECT count(*) AS total FROM counted"
    /// A write of as many steps: the same numbers, each a row of `numbers`.
    static let longWrite = "INSERT INTO numbers WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted LIMIT 300000) SELECT n FROM counted"

    /// How many rows `table` holds.
    static func count(_ table: String, on connection: SQLiteConnection) async throws -> Int? {
        try await connection.query("SELECT count(*) AS total FROM \(table)").first?.column("total")?.integer
    }

    /// Whether a transaction can begin and end on `connection`: a BEGIN fails inside one
    /// left open.
    static func beginsAfresh(_ connection: SQLiteConnection) async throws -> Bool {
        try await connection.transaction { try await connection.query("SELECT 1 AS one") }.first?.column("one")?.integer == 1
    }

    @Test("A statement past the connection's limit is stopped, and says so; the connection answers the next")
    func stopped() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        connection.limitStatements(to: .milliseconds(100))
        let error = await #expect(throws: SQLiteError.self) { try await connection.query(Self.runaway) }
        #expect(error?.message == "the statement ran past its limit of 0.1 seconds and was stopped", "\(String(describing: error))")
        #expect(try await connection.query("SELECT 1 AS one").first?.column("one")?.integer == 1)
        connection.close()
    }

    @Test("A statement whose task is cancelled is stopped, and says so; the connection answers the next")
    func cancelled() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        // Only a backstop: the statement must stop long before it.
        connection.limitStatements(to: .seconds(20))
        let running = Task { try await connection.query(Self.runaway) }
        running.cancel()
        let error = await #expect(throws: SQLiteError.self) { try await running.value }
        #expect(error?.message == "the statement was stopped: the task that ran it was cancelled", "\(String(describing: error))")
        // The next statement, in a task no one cancels, runs to its end.
        #expect(try await connection.query(Self.long).first?.column("total")?.integer == 300_000)
        connection.close()
    }

    @Test("A query on a store's reader or its writer whose client leaves mid-statement is stopped, and the store answers the next", arguments: [true, false])
    func cancelledInStore(onWriter: Bool) async throws {
        let directory = try TemporaryDirectory()
        // The limit is only a backstop, short so that a late cancel fails this test alone
        // rather than hold a thread of the cooperative pool the suite shares.
        let store = SQLiteStore(location: .file(path: directory.file("cancel.sqlite")), migrations: [], statementLimit: .seconds(3))
        _ = try await store.connection()
        let running = Task {
            onWriter ? try await store.write { try await $0.query(Self.runaway) } : try await store.read { try await $0.query(Self.runaway) }
        }
        // Once the statement holds its connection (from just before it starts), its client leaves.
        try await until { store.usage.map { onWriter ? $0.writer.inUse : $0.readers.inUse } == 1 }
        running.cancel()
        let error = await #expect(throws: SQLiteError.self) { try await running.value }
        #expect(error?.message == "the statement was stopped: the task that ran it was cancelled", "\(String(describing: error))")
        let next = { (connection: SQLiteConnection) in try await connection.query("SELECT 1 AS one").first?.column("one")?.integer }
        #expect(try await (onWriter ? store.write(next) : store.read(next)) == 1)
        await store.close()
    }

    @Test("A long query moves off the caller's thread to its connection's own: while more run than the machine has cores, every other task goes on", arguments: [true, false])
    func offTheCooperativePool(inMemory: Bool) async throws {
        let directory = try TemporaryDirectory()
        let running = ProcessInfo.processInfo.activeProcessorCount + 1
        // The limit is only a backstop, which a statement reaches only if the pool stalls.
        let stores = (0..<(inMemory ? running : 1)).map { number in
            SQLiteStore(
                location: inMemory ? .inMemory : .file(path: directory.file("pool-\(number).sqlite")),
                migrations: [], readers: running, statementLimit: .seconds(10)
            )
        }
        for store in stores { _ = try await store.connection() }
        let statements = (0..<running).map { number in
            Task { try await stores[number % stores.count].read { try await $0.query(Self.runaway) } }
        }
        try await until {
            stores.reduce(0) { sum, store in sum + (store.usage?.readers.inUse ?? 0) } == running
        }
        // A task of the pool's, started now, runs to its end while they run.
        #expect(await Task.detached { "went on" }.value == "went on")
        for statement in statements { statement.cancel() }
        for statement in statements {
            let error = await #expect(throws: SQLiteError.self) { try await statement.value }
            #expect(error?.message == "the statement was stopped: the task that ran it was cancelled", "\(String(describing: error))")
        }
        for store in stores { await store.close() }
    }

    @Test("A query that meets another connection's lock on the caller's thread moves, and waits for it on its connection's own: while more wait than the machine has cores, every other task goes on")
    func lockWaitOffTheCooperativePool() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("locked.sqlite")
        let running = ProcessInfo.processInfo.activeProcessorCount + 1
        // Another process's connection, holding the file to itself until it commits.
        let locker = try SQLiteConnection.open(storage: .file(path: path))
        _ = try await locker.query("CREATE TABLE kept (n INTEGER)")
        let readers = try (0..<running).map { _ in
            let reader = try SQLiteConnection.open(storage: .file(path: path))
            reader.waitForLocks(upTo: .seconds(5))
            return reader
        }
        _ = try await locker.query("BEGIN EXCLUSIVE")
        let started = Started()
        let reads = readers.map { reader in
            Task {
                started.count.add(1, ordering: .relaxed)
                return try await reader.query("SELECT count(*) AS total FROM kept").first?.column("total")?.integer
            }
        }
        try await until { started.count.load(ordering: .relaxed) == running }
        // A task of the pool's, started now, runs to its end while they wait.
        #expect(await Task.detached { "went on" }.value == "went on")
        _ = try await locker.query("COMMIT")
        for read in reads { #expect(try await read.value == 0) }
        // Each met the lock on the caller's thread and waited for it on its own.
        #expect(readers.map(\.movedQueries) == Array(repeating: 1, count: running))
        for connection in readers + [locker] { connection.close() }
    }

    /// How many of a test's tasks have begun.
    final class Started: Sendable {
        let count = Atomic<Int>(0)
    }

    @Test("A transaction whose task is cancelled mid-statement rolls back, and leaves the connection out of any transaction")
    func cancelledTransaction() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        connection.limitStatements(to: .seconds(20))
        _ = try await connection.query("CREATE TABLE kept (n INTEGER)")
        let running = Task {
            try await connection.transaction {
                _ = try await connection.query("INSERT INTO kept VALUES (1)")
                return try await connection.query(Self.runaway)
            }
        }
        running.cancel()
        let error = await #expect(throws: SQLiteError.self) { try await running.value }
        #expect(error?.message == "the statement was stopped: the task that ran it was cancelled", "\(String(describing: error))")
        #expect(try await Self.count("kept", on: connection) == 0)
        #expect(try await Self.beginsAfresh(connection))
        connection.close()
    }

    @Test("A write whose task is cancelled runs to its end: stopped, it could fail having been saved")
    func cancelledWrite() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        _ = try await connection.query("CREATE TABLE numbers (n INTEGER)")
        let running = Task {
            try await connection.query(Self.longWrite)
        }
        running.cancel()
        _ = try await running.value
        #expect(try await Self.count("numbers", on: connection) == 300_000)
        connection.close()
    }

    @Test("A cancelled task's transactions begin and end whole: each says whether it saved, and none is left open behind it")
    func cancelledTransactionControl() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        _ = try await connection.query("CREATE TABLE kept (n INTEGER)")
        // SQLite looks at a statement's progress every thousand steps counted across its
        // runs, and as it ends: a BEGIN or a COMMIT run often enough is looked at after it
        // took effect, and one stopped then leaves a transaction open or fails having saved.
        let running = Task {
            var failures = 0
            for number in 0..<2_000 {
                do {
                    try await connection.transaction { _ = try await connection.query("INSERT INTO kept VALUES (?)", [.integer(number)]) }
                } catch {
                    failures += 1
                }
                await Task.yield() // an in-memory statement never suspends: others get the thread
            }
            return failures
        }
        running.cancel()
        #expect(await running.value == 0)
        #expect(try await Self.count("kept", on: connection) == 2_000)
        #expect(try await Self.beginsAfresh(connection))
        connection.close()
    }

    @Test("A cancelled task's savepoints are released whole: only a query, which answers with columns, is stopped")
    func cancelledSavepoints() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        _ = try await connection.query("CREATE TABLE kept (n INTEGER)")
        // SQLite counts SAVEPOINT and RELEASE as read-only, and looks at a statement's
        // progress as it ends, so a RELEASE stopped then would fail having saved.
        let running = Task {
            var failures = 0
            for number in 0..<2_000 {
                do {
                    _ = try await connection.query("SAVEPOINT one")
                    _ = try await connection.query("INSERT INTO kept VALUES (?)", [.integer(number)])
                    _ = try await connection.query("RELEASE one")
                } catch {
                    failures += 1
                }
                await Task.yield()
            }
            return failures
        }
        running.cancel()
        #expect(await running.value == 0)
        #expect(try await Self.count("kept", on: connection) == 2_000)
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
