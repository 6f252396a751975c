@testable import DataLayer
import TestSupport
import Testing

@Suite("Connection pool: each body alone on a connection, the others waiting in turn", .timeLimit(.minutes(1)))
struct ConnectionPoolTests {
    struct Failure: Error {}

    @Test("A transaction a body leaves open, returning or throwing, is rolled back before the next body gets the connection, and the body fails", arguments: [true, false])
    func transactionLeftOpen(throwing: Bool) async throws {
        let pool = ConnectionPool([try SQLiteConnection.open(storage: .memory)])
        _ = try await pool.lend { try await $0.query("CREATE TABLE kept (n INTEGER)") }
        let error = await #expect(throws: (any Error).self) {
            try await pool.lend { connection in
                _ = try await connection.query("BEGIN")
                _ = try await connection.query("INSERT INTO kept VALUES (1)")
                if throwing { throw Failure() }
            }
        }
        // Its own failure, or, returning as if all was saved, that nothing was.
        #expect(throwing ? error is Failure : error is TransactionLeftOpen)
        // A BEGIN would fail inside the transaction left open; the row was never committed.
        let total = try await pool.lend { connection in
            try await connection.transaction { try await connection.query("SELECT count(*) AS total FROM kept") }
        }
        #expect(total.first?.column("total")?.integer == 0)
    }

    @Test("A body that finds every connection lent waits for the first given back, and gets that one")
    func waitsInTurn() async throws {
        let pool = ConnectionPool(try (0..<2).map { _ in try SQLiteConnection.open(storage: .memory) })
        // Each body says which connection it holds, then holds it until the test lets go.
        let (lent, lending) = AsyncStream.makeStream(of: (body: Int, connection: ObjectIdentifier).self)
        let releases = (0..<3).map { _ in AsyncStream.makeStream(of: Void.self) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for body in 0..<3 {
                group.addTask {
                    try await pool.lend { connection in
                        lending.yield((body, ObjectIdentifier(connection)))
                        for await _ in releases[body].stream {}
                    }
                }
            }
            var turns = lent.makeAsyncIterator()
            guard let first = await turns.next(), let second = await turns.next() else { throw Failure() }
            #expect(first.connection != second.connection)
            releases[first.body].continuation.finish()
            guard let third = await turns.next() else { throw Failure() }
            #expect(third.connection == first.connection)
            #expect(Set([first.body, second.body, third.body]) == [0, 1, 2])
            for release in releases { release.continuation.finish() }
            try await group.waitForAll()
        }
    }

    @Test("Its usage counts the connections lent now, and none once they are given back")
    func usage() async throws {
        let pool = ConnectionPool(try (0..<2).map { _ in try SQLiteConnection.open(storage: .memory) })
        #expect(pool.usage == PoolUsage(size: 2, inUse: 0, waiting: 0))
        try await whileOneIsHeld(in: pool) {
            #expect(pool.usage == PoolUsage(size: 2, inUse: 1, waiting: 0))
        }
        #expect(pool.usage == PoolUsage(size: 2, inUse: 0, waiting: 0))
    }

    @Test("A body that throws gives its connection back")
    func givenBackAfterAnError() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        let pool = ConnectionPool([connection])
        await #expect(throws: Failure.self) {
            try await pool.lend { _ in throw Failure() }
        }
        let next = try await pool.lend { ObjectIdentifier($0) }
        #expect(next == ObjectIdentifier(connection))
    }

    @Test("A body that waits past the pool's patience gets no connection and fails as the store's being too busy; the line goes on")
    func patienceEnds() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        let pool = ConnectionPool([connection], patience: .milliseconds(50))
        try await whileOneIsHeld(in: pool) {
            // Twice: the line empties in between, and the watch of its deadlines with it.
            for _ in 0..<2 {
                await #expect(throws: ConnectionWaitEnded.tooBusy(.milliseconds(50))) {
                    try await pool.lend { _ in Issue.record("lent a connection another body holds") }
                }
                #expect(pool.usage == PoolUsage(size: 1, inUse: 1, waiting: 0), "it left the line")
            }
        }
        #expect(try await pool.lend { ObjectIdentifier($0) } == ObjectIdentifier(connection))
        let said = SQLiteStoreError(ConnectionWaitEnded.tooBusy(.seconds(5)), at: .file(path: "/data/catalog.sqlite")).description
        #expect(said == "the database at /data/catalog.sqlite is too busy: no connection came free within 5 s; try again in a moment")
    }

    @Test("A body whose task is cancelled while it waits leaves the line at once, and the next connection goes to the one after it")
    func cancelledWhileWaiting() async throws {
        let connection = try SQLiteConnection.open(storage: .memory)
        // Past the suite's time limit: only the cancellation can end the wait.
        let pool = ConnectionPool([connection], patience: .seconds(3_600))
        var next: Task<ObjectIdentifier, any Error>?
        try await whileOneIsHeld(in: pool) {
            let cancelled = Task { try await pool.lend { _ in Issue.record("a cancelled body was lent a connection") } }
            try await until { pool.usage.waiting == 1 }
            next = Task { try await pool.lend { ObjectIdentifier($0) } }
            try await until { pool.usage.waiting == 2 }
            cancelled.cancel()
            await #expect(throws: ConnectionWaitEnded.cancelled) { try await cancelled.value }
            #expect(pool.usage == PoolUsage(size: 1, inUse: 1, waiting: 1))
        }
        #expect(try await next?.value == ObjectIdentifier(connection))
        // A body cancelled before it asks never joins the line.
        try await whileOneIsHeld(in: pool) {
            let early = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                _ = try await pool.lend { _ in Issue.record("a cancelled body was lent a connection") }
            }
            await #expect(throws: ConnectionWaitEnded.cancelled) { try await early.value }
            #expect(pool.usage == PoolUsage(size: 1, inUse: 1, waiting: 0))
        }
        #expect(pool.usage == PoolUsage(size: 1, inUse: 0, waiting: 0))
    }

    /// Runs `body` while another body holds one of `pool`'s connections, then lets it go.
    private func whileOneIsHeld(in pool: ConnectionPool, _ body: () async throws -> Void) async throws {
        let (held, holding) = AsyncStream.makeStream(of: Void.self)
        let release = AsyncStream.makeStream(of: Void.self)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await pool.lend { _ in
                    holding.yield()
                    for await _ in release.stream {}
                }
            }
            var lent = held.makeAsyncIterator()
            _ = await lent.next()
            try await body()
            release.continuation.finish()
            try await group.waitForAll()
        }
    }
}
