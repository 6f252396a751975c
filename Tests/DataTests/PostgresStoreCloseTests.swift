@testable import DataLayer
import Logging
import PostgresNIO
import TestSupport
import Testing

extension PostgresBoundedWaitTests {
    @Test("A close ends a preparation that waits for another instance's migration, whose lock is not let go: its caller hears that the store was closed, and the next use prepares it again")
    func closeEndsPreparation() async throws {
        try await withStoreAndSession { store, location, other, logger in
            let lock = "\(PostgresStore.migrationLock)"
            // Another instance migrating, for as long as it likes: it holds the lock every migration takes.
            try await other.query("SELECT pg_advisory_lock(\(unescaped: lock))", logger: logger)
            let ready = Task { _ = try await store.client() }
            try await PostgresTestServer.untilSomeoneWaitsForAdvisoryLock(asking: other, logger: logger)
            // Should the close wait for the migration, the lock goes after 30 s, so that it ends.
            let first = try await Self.first(of: { await store.close(); return 0 }, at: location) { first in
                if case .letGo? = first { try await other.query("SELECT pg_advisory_unlock(\(unescaped: lock))", logger: logger) }
            }
            guard case .read? = first else {
                Issue.record("the close waited for the migration")
                return
            }
            await #expect(throws: PostgresStoreError.closedWhileOpening(at: location)) { try await ready.value }
            try await other.query("SELECT pg_advisory_unlock(\(unescaped: lock))", logger: logger)
            #expect(try await store.read("SELECT 1").count == 1, "the next use prepares it again")
        }
    }

    @Test("A caller whose task is already cancelled starts no preparation")
    func cancelledCallerStartsNothing() async throws {
        try await withStore { store in
            let early = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                _ = try await store.client()
            }
            await #expect(throws: PostgresStoreError(ConnectionWaitEnded.cancelled, at: store.location)) { try await early.value }
            #expect(await store.preparedPool == nil)
        }
    }
}
