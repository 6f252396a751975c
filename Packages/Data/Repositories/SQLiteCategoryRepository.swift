import Domain

/// `CategoryRepository` over a SQLite store: one row per category, counts kept by triggers.
public struct SQLiteCategoryRepository: CategoryRepository {
    private let store: SQLiteStore

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func categories() async throws(CatalogError) -> [CategorySummary] {
        let rows: [SQLiteRow]
        do {
            rows = try await store.read { connection in
                try await connection.query("SELECT slug, name, product_count FROM categories ORDER BY name COLLATE NOCASE, slug")
            }
        } catch {
            throw CatalogError(storage: error, at: store.location)
        }
        return try rows.map { row throws(CatalogError) in
            guard
                let slug = row.column("slug")?.string,
                let name = row.column("name")?.string,
                let count = row.column("product_count")?.integer
            else { throw .storageUnavailable("a category row could not be read: \(row)") }
            return CategorySummary(category: Category(slug: slug, name: name), productCount: count)
        }
    }
}
