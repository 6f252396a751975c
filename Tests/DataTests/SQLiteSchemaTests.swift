@testable import DataLayer
import Domain
import TestSupport
import Testing

@Suite("The catalog's SQLite schema")
struct SQLiteSchemaTests {
    @Test("A new database gets the latest schema and the standard sample catalog")
    func seeded() async throws {
        let store = SQLiteStore.seeded(.inMemory)
        let connection = try await store.connection()
        #expect(try await Migrator.version(of: connection) == SQLiteSchema.latestVersion)
        let count = try await connection.query("SELECT count(*) AS n FROM products")
        #expect(count.first?.column("n")?.integer == SampleCatalog.standard.products.count)
        await store.close()
    }

    @Test("Every order a list asks for has its index, and the category counts their triggers")
    func indexesAndTriggers() async throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection.open(storage: .file(path: directory.file("m.sqlite")))
        #expect(try await Migrator(migrations: SQLiteSchema.migrations).migrate(connection) == SQLiteSchema.migrations.map(\.version), "every step, in order")
        let indexes = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'products_by_%'")
        #expect(Set(indexes.compactMap { $0.column("name")?.string }) == [
            "products_by_name", "products_by_category_name", "products_by_price", "products_by_category_price",
            "products_by_price_desc", "products_by_category_price_desc",
        ])
        let triggers = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'categories_count_%'")
        #expect(triggers.count == 3)
        connection.close()
    }

    @Test("A list without search text walks an index in its order instead of sorting", arguments: [nil, "lighting"], ProductSort.allCases)
    func browsingNeedsNoSort(category: String?, sort: ProductSort) async throws {
        let store = SQLiteStore.seeded(.inMemory)
        let connection = try await store.connection()
        let plan = SearchPlan(match: nil, category: category, sort: sort)
        let explained = try await connection.query("EXPLAIN QUERY PLAN " + plan.pageSQL, plan.filterBindings + [.integer(20), .integer(0)])
        let details = explained.compactMap { $0.column("detail")?.string }
        #expect(!details.contains { $0.contains("TEMP B-TREE") }, "\(details)")
        await store.close()
    }

    @Test("The search index keeps short word prefixes (the search tests hold what it finds)")
    func searchIndexKeepsPrefixes() async throws {
        let store = SQLiteStore.seeded(.inMemory)
        let connection = try await store.connection()
        let definition = try await connection.query("SELECT sql FROM sqlite_master WHERE name = 'products_search'")
        #expect(definition.first?.column("sql")?.string?.contains("prefix = '2 3 4 5 6'") == true)
        await store.close()
    }

    @Test("Search is served by the full-text index, not a scan of products")
    func searchUsesIndex() async throws {
        let store = SQLiteStore.seeded(.inMemory)
        let connection = try await store.connection()
        let plan = SearchPlan(match: "\"lamp\"*", category: nil, sort: .relevance)
        let explained = try await connection.query("EXPLAIN QUERY PLAN " + plan.pageSQL, plan.filterBindings + [.integer(20), .integer(0)])
        let details = explained.compactMap { $0.column("detail")?.string }
        #expect(details.contains { $0.contains("VIRTUAL TABLE INDEX") })
        #expect(!details.contains { $0.hasPrefix("SCAN p") })
        await store.close()
    }

    @Test("Search within a category walks the full-text matches, not the category's products")
    func searchInCategoryStartsFromTheIndex() async throws {
        let store = SQLiteStore.seeded(.inMemory)
        let connection = try await store.connection()
        let plan = SearchPlan(match: "\"lamp\"*", category: "lighting", sort: .name)
        for sql in [plan.countSQL, plan.pageSQL] {
            let bindings = plan.filterBindings + (sql == plan.pageSQL ? [.integer(20), .integer(0)] : [])
            let explained = try await connection.query("EXPLAIN QUERY PLAN " + sql, bindings)
            let details = explained.compactMap { $0.column("detail")?.string }
            // Each product is found by the id a match names; walking the category's
            // products instead would run the whole MATCH once per product.
            #expect(details.contains { $0.hasPrefix("SEARCH p USING INTEGER PRIMARY KEY") }, "\(details)")
            #expect(!details.contains { $0.hasPrefix("SEARCH p USING") && $0.contains("category_slug") }, "\(details)")
        }
        await store.close()
    }
}
