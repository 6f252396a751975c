@testable import DataLayer
import Foundation
import TestSupport
import Testing

@Suite("SQLite store: a close while it opens")
struct SQLiteStoreCloseTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("A close while the store opens closes what the opening opened once it is over, and its caller hears that the store was closed; the next use opens it again")
    func closeWhileOpening() async throws {
        let path = directory.file("notes.sqlite")
        let (seeding, seeded) = AsyncStream.makeStream(of: Void.self)
        let (held, release) = AsyncStream.makeStream(of: Void.self)
        // Each opening's seed waits until the test lets it go (at once, once it has).
        let store = SQLiteStore(location: .file(path: path), migrations: SQLiteStoreTests.migrations) { connection in
            seeded.yield()
            for await _ in held {}
            try await SQLiteStoreTests.seed(connection)
        }
        let opening = Task { try await store.connection() }
        var seeds = seeding.makeAsyncIterator()
        _ = await seeds.next()
        let closing = Task { await store.close() }
        try await until { await store.closeCount == 1 } // the close has begun
        release.finish()
        await closing.value
        await #expect(throws: SQLiteStoreError.closedWhileOpening(at: .file(path: path))) { try await opening.value }
        #expect(store.usage == nil, "nothing of that opening is kept")
        // SQLite removes a WAL file once the last connection to its database is closed.
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "every connection it opened is closed")
        let reopened = try await store.connection()
        #expect(try await SQLiteStoreTests.noteCount(reopened) == 3)
        await store.close()
    }

    @Test("A caller whose task is already cancelled opens nothing")
    func cancelledCallerOpensNothing() async throws {
        let path = directory.file("notes.sqlite")
        let store = SQLiteStore(location: .file(path: path), migrations: SQLiteStoreTests.migrations)
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            _ = try await store.connection()
        }
        await #expect(throws: SQLiteStoreError(ConnectionWaitEnded.cancelled, at: .file(path: path))) { try await early.value }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
