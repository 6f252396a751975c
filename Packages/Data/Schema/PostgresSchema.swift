/// The app's PostgreSQL schema: every feature's steps (`FeatureSchemas`), oldest first.
/// It mirrors `SQLiteSchema` table for table, with what each database does best.
public enum PostgresSchema {
    public static let migrations: [Migration] = FeatureSchemas.all.flatMap { $0.postgres }.sorted { $0.version < $1.version }

    /// The version a fully migrated database reports.
    public static var latestVersion: Int { migrations.last?.version ?? 0 }
}
