@testable import DataLayer
import Domain
import TestSupport
import Testing

@Suite("SQLite category repository: counts kept by the database")
struct SQLiteCategoryRepositoryTests {
    let directory: TemporaryDirectory
    let store: SQLiteStore

    init() throws {
        directory = try TemporaryDirectory()
        store = .sample(in: directory)
    }

    @Test("Every sample category is listed by name with its 75 products")
    func sample() async throws {
        let summaries = try await SQLiteCategoryRepository(store: store).categories()
        #expect(summaries.map(\.category.name) == SampleCatalog.standard.categories.map(\.name).sorted())
        #expect(summaries.allSatisfy { $0.productCount == 75 })
        await store.close()
    }

    @Test("A category that products are in is refused a delete (the products' reference restricts it); an empty one goes")
    func inUse() async throws {
        let connection = try await store.connection()
        _ = try await connection.query("INSERT INTO categories (slug, name) VALUES ('empty', 'Empty Shelf')")
        let refused = await #expect(throws: SQLiteError.self) {
            _ = try await connection.query("DELETE FROM categories WHERE slug = 'lighting'")
        }
        #expect(refused?.reason == .foreignKeyConstraint)
        _ = try await connection.query("DELETE FROM categories WHERE slug = 'empty'")
        let repository = SQLiteCategoryRepository(store: store)
        #expect(try await repository.category(slug: "lighting") == Category(slug: "lighting", name: "Lighting"))
        #expect(try await repository.category(slug: "empty") == nil)
        await store.close()
    }

    @Test("Inserting, moving and deleting products keeps every count equal to a fresh count")
    func countsFollowWrites() async throws {
        let connection = try await store.connection()
        _ = try await connection.query("INSERT INTO categories (slug, name) VALUES ('empty', 'Empty Shelf')")
        _ = try await connection.query(
            "INSERT INTO products (name, summary, price_minor, currency, category_slug, stock) VALUES ('New Lamp', 'A lamp.', 100, 'USD', 'lighting', 1)"
        )
        _ = try await connection.query("UPDATE products SET category_slug = 'decor' WHERE id BETWEEN 1 AND 5")
        _ = try await connection.query("UPDATE products SET name = name || ' II' WHERE id = 6") // no move: no change
        _ = try await connection.query("DELETE FROM products WHERE category_slug = 'garden' AND id % 2 = 0")
        let fresh = try await connection.query(
            "SELECT c.slug, count(p.id) AS n FROM categories AS c LEFT JOIN products AS p ON p.category_slug = c.slug GROUP BY c.slug"
        )
        let expected = Dictionary(uniqueKeysWithValues: fresh.compactMap { row in
            row.column("slug")?.string.map { ($0, row.column("n")?.integer ?? -1) }
        })
        let summaries = try await SQLiteCategoryRepository(store: store).categories()
        #expect(Dictionary(uniqueKeysWithValues: summaries.map { ($0.category.slug, $0.productCount) }) == expected)
        #expect(expected["lighting"] == 71 && expected["decor"] == 80 && expected["empty"] == 0)
        await store.close()
    }

    @Test("A list kept on a connection is read again after a write to the store, or to the file by another store")
    func keptUntilAWrite() async throws {
        // One reader, so that every list is read on the connection that kept the last one.
        let store = SQLiteStore.sample(in: directory, name: "kept.sqlite", readers: 1)
        let repository = SQLiteCategoryRepository(store: store)
        func lighting() async throws -> Int? {
            try await repository.categories().first { $0.category.slug == "lighting" }?.productCount
        }
        #expect(try await lighting() == 75)
        #expect(try await lighting() == 75)
        _ = try await store.write { connection in
            try await connection.query(
                "INSERT INTO products (name, summary, price_minor, currency, category_slug, stock) VALUES ('Kept Lamp', 'A lamp.', 100, 'USD', 'lighting', 1)"
            )
        }
        #expect(try await lighting() == 76)
        let other = SQLiteStore.sample(in: directory, name: "kept.sqlite")
        _ = try await other.write { connection in
            try await connection.query("DELETE FROM products WHERE category_slug = 'lighting' AND name != 'Kept Lamp'")
        }
        #expect(try await lighting() == 1)
        await other.close()
        await store.close()
    }

    @Test("Listing categories reads the categories table by its index, not the products")
    func readsNoProducts() async throws {
        let connection = try await store.connection()
        let plan = try await connection.query(
            "EXPLAIN QUERY PLAN SELECT slug, name, product_count FROM categories ORDER BY name COLLATE NOCASE, slug"
        )
        let details = plan.compactMap { $0.column("detail")?.string }
        #expect(details.contains { $0.contains("categories_by_name") })
        #expect(!details.contains { $0.contains("products") })
        await store.close()
    }

    @Test("A store that cannot be opened is the catalog's storage error")
    func unavailable() async throws {
        let repository = SQLiteCategoryRepository(store: .seeded(.file(path: directory.path)))
        let error = await #expect(throws: AppError.self) { try await repository.categories() }
        guard case .storageUnavailable(let message) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(message.contains("cannot open"))
    }
}
