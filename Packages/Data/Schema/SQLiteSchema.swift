/// The app's SQLite schema: every feature's steps (`FeatureSchemas`), oldest first. A
/// feature appends new steps to its own schema and never edits a shipped one.
public enum SQLiteSchema {
    public static let migrations: [Migration] = FeatureSchemas.all.flatMap { $0.sqlite }.sorted { $0.version < $1.version }

    /// The version a fully migrated database reports.
    public static var latestVersion: Int { migrations.last?.version ?? 0 }
}
