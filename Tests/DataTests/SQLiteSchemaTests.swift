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

    @Test("A database made before ids were kept from reuse takes step 9: its rows, search, counts and references as they were, its indexes and triggers as a new one's, and ids not given twice since")
    func madeBeforeAutoincrement() async throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection.open(storage: .file(path: directory.file("before.sqlite")))
        _ = try await connection.query("PRAGMA foreign_keys = ON")
        // The steps as they were before: the same, without AUTOINCREMENT.
        let before = SQLiteSchema.migrations.filter { $0.version < 9 }.map { step in
            Migration(version: step.version, statements: step.statements.map { $0.replacing(" AUTOINCREMENT", with: "") })
        }
        try await Migrator(migrations: before).migrate(connection)
        for statement in [
            "INSERT INTO categories (slug, name) VALUES ('lighting', 'Lighting')",
            "INSERT INTO products (name, summary, price_minor, currency, category_slug, stock) VALUES ('Brass lamp', 'Warm light.', 4500, 'USD', 'lighting', 3), ('Paper lamp', 'Soft light.', 1500, 'USD', 'lighting', 2)",
            "INSERT INTO warehouses (name) VALUES ('North'), ('South')",
            """
            INSERT INTO purchase_orders (supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at,
                fully_received, delivery_note, issued_on, shipping_speed, destination_id)
            VALUES ('Acme', 'A-1', 3, 1200, 'USD', 0, 0, NULL, '2026-01-02', 'standard', 2)
            """,
        ] {
            _ = try await connection.query(statement)
        }
        let schemaSQL = "SELECT sql FROM sqlite_master WHERE type = 'table' AND name IN ('products', 'warehouses', 'purchase_orders')"
        #expect(try await connection.query(schemaSQL).allSatisfy { $0.column("sql")?.string?.contains("AUTOINCREMENT") == false })
        // Step 9, and any a fork's features added after it.
        #expect(try await Migrator(migrations: SQLiteSchema.migrations).migrate(connection) == SQLiteSchema.migrations.map(\.version).filter { $0 >= 9 })
        #expect(try await connection.query(schemaSQL).allSatisfy { $0.column("sql")?.string?.contains("AUTOINCREMENT") == true })
        let names = try await connection.query("SELECT name FROM products ORDER BY id").compactMap { $0.column("name")?.string }
        #expect(names == ["Brass lamp", "Paper lamp"])
        let found = try await connection.query("SELECT rowid FROM products_search WHERE products_search MATCH 'paper'")
        #expect(found.compactMap { $0.column("rowid")?.integer } == [2], "search kept its rows")
        #expect(try await connection.query("SELECT product_count FROM categories").first?.column("product_count")?.integer == 2)
        #expect(try await connection.query("SELECT destination_id FROM purchase_orders").first?.column("destination_id")?.integer == 2)
        #expect(try await connection.query("PRAGMA foreign_key_check").isEmpty)
        await #expect(throws: (any Error).self, "a warehouse referred to is still not deleted") {
            try await connection.query("DELETE FROM warehouses WHERE id = 2")
        }
        // Indexes and triggers as a database made new has them.
        let objects = "SELECT type || ' ' || name || ' ' || tbl_name AS object FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY object"
        let fresh = try SQLiteConnection.open(storage: .file(path: directory.file("new.sqlite")))
        try await Migrator(migrations: SQLiteSchema.migrations).migrate(fresh)
        let expected = try await fresh.query(objects).compactMap { $0.column("object")?.string }
        fresh.close()
        #expect(try await connection.query(objects).compactMap { $0.column("object")?.string } == expected)
        // Triggers at work again: a new product is found and counted, and takes no deleted id.
        _ = try await connection.query("DELETE FROM products WHERE id = 2")
        _ = try await connection.query("INSERT INTO products (name, summary, price_minor, currency, category_slug, stock) VALUES ('Glass lamp', 'Clear light.', 2500, 'USD', 'lighting', 1)")
        #expect(try await connection.query("SELECT max(id) AS id FROM products").first?.column("id")?.integer == 3)
        #expect(try await connection.query("SELECT rowid FROM products_search WHERE products_search MATCH 'glass'").compactMap { $0.column("rowid")?.integer } == [3])
        #expect(try await connection.query("SELECT product_count FROM categories").first?.column("product_count")?.integer == 2)
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
