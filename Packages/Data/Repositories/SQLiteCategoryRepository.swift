import Domain

/// `CategoryRepository` over a SQLite store: one row per category, counts kept by triggers.
/// Every product list page shows the categories, and they change only when products or
/// categories are written, so the store keeps the list until the data changes.
public struct SQLiteCategoryRepository: CategoryRepository {
    private let store: SQLiteStore

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func categories() async throws(AppError) -> [CategorySummary] {
        do {
            return try await store.read { connection in try await Self.read(on: connection) }
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    public func category(slug: String) async throws(AppError) -> Category? {
        do {
            let rows = try await store.read { connection in
                try await connection.query("SELECT slug, name FROM categories WHERE slug = ?", [.text(slug)])
            }
            guard let row = rows.first else { return nil }
            guard let slug = row.column("slug")?.string, let name = row.column("name")?.string else {
                throw AppError.storageUnavailable("a category row could not be read: \(row)")
            }
            return Category(slug: slug, name: name)
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    private static func read(on connection: SQLiteConnection) async throws -> [CategorySummary] {
        let rows = try await connection.query(
            "SELECT slug, name, product_count FROM categories ORDER BY name COLLATE NOCASE, slug", keptUntilChange: true
        )
        return try rows.map { row throws(AppError) in
            guard
                let slug = row.column("slug")?.string,
                let name = row.column("name")?.string,
                let count = row.column("product_count")?.integer
            else { throw .storageUnavailable("a category row could not be read: \(row)") }
            return CategorySummary(category: Category(slug: slug, name: name), productCount: count)
        }
    }
}
