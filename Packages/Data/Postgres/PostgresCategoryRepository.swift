import Domain
import PostgresNIO

/// `CategoryRepository` over a PostgreSQL store: each category with its products counted
/// in the same statement, so the count is right whichever instance wrote last.
public struct PostgresCategoryRepository: CategoryRepository {
    private let store: PostgresStore

    public init(store: PostgresStore) {
        self.store = store
    }

    public func categories() async throws(AppError) -> [CategorySummary] {
        do {
            let rows = try await store.read(
                """
                SELECT c.slug, c.name, count(p.id)::BIGINT
                FROM categories AS c LEFT JOIN products AS p ON p.category_slug = c.slug
                GROUP BY c.slug, c.name
                ORDER BY lower(c.name COLLATE "C"), c.slug
                """
            )
            return try rows.map { row in
                let (slug, name, count) = try row.decode((String, String, Int).self)
                return CategorySummary(category: Category(slug: slug, name: name), productCount: count)
            }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    public func category(slug: String) async throws(AppError) -> Category? {
        let found: (String, String)?
        do {
            found = try await store.read("SELECT slug, name FROM categories WHERE slug = \(slug)").first?.decode((String, String).self)
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        return found.map { Category(slug: $0.0, name: $0.1) }
    }
}
