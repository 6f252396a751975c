/// Brings a database up to the last of its migrations, one transaction per migration,
/// so a failure leaves the database at the last step that completed.
struct Migrator {
    let migrations: [Migration]

    /// Applies every migration newer than the database's version and returns the
    /// versions it applied. Refuses a database written by a newer schema.
    @discardableResult
    func migrate(_ connection: SQLiteConnection) async throws -> [Int] {
        try await migrate(connection, from: Self.version(of: connection))
    }

    /// Applies every migration newer than `current`, the version read before, and returns
    /// the versions it applied. Another process may have applied some since: each
    /// migration looks at the version again inside its transaction, which holds the write
    /// lock from its start, and one applied already is skipped.
    func migrate(_ connection: SQLiteConnection, from current: Int) async throws -> [Int] {
        let latest = migrations.last?.version ?? 0
        guard current <= latest else {
            throw MigrationError.newerSchema(found: current, supported: latest)
        }
        var applied: [Int] = []
        for migration in migrations where migration.version > current {
            let didApply = try await connection.transaction {
                guard try await Self.version(of: connection) < migration.version else { return false }
                for statement in migration.statements {
                    _ = try await connection.query(statement)
                }
                // PRAGMA takes no bound parameters; the version is our own integer.
                _ = try await connection.query("PRAGMA user_version = \(migration.version)")
                return true
            }
            if didApply { applied.append(migration.version) }
        }
        return applied
    }

    static func version(of connection: SQLiteConnection) async throws -> Int {
        let rows = try await connection.query("PRAGMA user_version")
        return rows.first?.column("user_version")?.integer ?? 0
    }
}
