import DataLayer
import Foundation
import Logging
import PostgresNIO

extension PostgresTestServer {
    /// Runs `body` while another instance migrates the database at `url`: a session of its
    /// own holds the lock every instance's migration takes (`PostgresStore.migrationLock`)
    /// until `body` ends, so a store's migration there waits meanwhile. `body` gets a wait
    /// that returns once someone waits for that lock.
    public static func whileAnotherInstanceMigrates(
        on url: URL, _ body: (_ untilSomeoneWaits: () async throws -> Void) async throws -> Void
    ) async throws {
        guard let location = PostgresLocation(url: url) else { throw PostgresStoreError("not a PostgreSQL URL: \(url)") }
        let logger = Logger(label: "another-instance")
        try await withClient(location) { client in
            try await client.withConnection { session in
                try await session.query("SELECT pg_advisory_lock(\(PostgresStore.migrationLock))", logger: logger)
                try await body { try await untilSomeoneWaitsForAdvisoryLock(asking: session, logger: logger) }
                try await session.query("SELECT pg_advisory_unlock_all()", logger: logger)
            }
        }
    }

    /// Returns once a session of `session`'s database waits for an advisory lock (a
    /// migration's), as `session` sees it; throws if none does within 30 s.
    public static func untilSomeoneWaitsForAdvisoryLock(asking session: PostgresConnection, logger: Logger) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let rows = try await session.query(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
                logger: logger
            ).collect()
            if try (rows.first?.decode(Int.self) ?? 0) >= 1 { return }
            try await Task.sleep(for: .milliseconds(10)) // the next look, not a wait for the event
        }
        throw PostgresStoreError("no session waited for the migration's lock within 30 s")
    }
}
