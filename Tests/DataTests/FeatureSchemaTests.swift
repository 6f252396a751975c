import DataLayer
import Testing

@Suite("Feature schemas")
struct FeatureSchemaTests {
    @Test("Each store's steps have versions of their own from 1: no two features' steps share one", .enabled(if: !SQLiteSchema.migrations.isEmpty, "no feature yet"))
    func versions() {
        for (store, migrations) in [("SQLite", SQLiteSchema.migrations), ("PostgreSQL", PostgresSchema.migrations)] {
            let versions = migrations.map(\.version)
            #expect(Set(versions).count == versions.count, "\(store): \(versions)")
            #expect(versions.allSatisfy { $0 >= 1 }, "\(store): \(versions)")
            #expect(migrations.allSatisfy { !$0.statements.isEmpty }, "\(store)")
        }
    }
}
