import Logging
import PostgresNIO

/// Applies the migrations a PostgreSQL database lacks, each once, recording each version
/// in `schema_migrations`. The caller holds the store's advisory lock in an open
/// transaction, so two servers that start together migrate one after the other.
struct PostgresMigrator {
    let migrations: [Migration]

    func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
            logger: logger
        )
        let current = try await Self.version(on: connection, logger: logger)
        let latest = migrations.last?.version ?? 0
        guard current <= latest else { throw MigrationError.newerSchema(found: current, supported: latest) }
        for migration in migrations where migration.version > current {
            for statement in migration.statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            try await connection.query("INSERT INTO schema_migrations (version) VALUES (\(migration.version))", logger: logger)
        }
    }

    /// The last version applied; 0 for a new database.
    static func version(on connection: PostgresConnection, logger: Logger) async throws -> Int {
        let rows = try await connection.query("SELECT coalesce(max(version), 0) FROM schema_migrations", logger: logger)
        for try await version in rows.decode(Int.self) { return version }
        return 0
    }
}
