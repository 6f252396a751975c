@testable import DataLayer
import Testing

@Suite("Connection pool: each body alone on a connection, the others waiting in turn", .timeLimit(.minutes(1)))
struct ConnectionPoolTests {
    struct Failure: Error {}

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
        #expect(pool.usage == PoolUsage(inUse: 0, waiting: 0))
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
            #expect(pool.usage == PoolUsage(inUse: 1, waiting: 0))
            release.continuation.finish()
            try await group.waitForAll()
        }
        #expect(pool.usage == PoolUsage(inUse: 0, waiting: 0))
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
}
