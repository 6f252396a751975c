@testable import DataLayer
import Domain
import Foundation
import SQLiteNIO
import TestSupport
import Testing

@Suite("SQLite store: creation, migration and failure")
struct SQLiteStoreTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("First use creates the file and its folders, migrates to the latest schema and seeds it")
    func firstUse() async throws {
        let path = directory.file("nested/deeper/catalog.sqlite")
        let store = SQLiteStore.catalog(.file(path: path))
        let connection = try await store.connection()
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try await Migrator.version(of: connection) == CatalogSchema.latestVersion)
        let count = try await connection.query("SELECT count(*) AS n FROM products")
        #expect(count.first?.column("n")?.integer == SampleCatalog.standard.products.count)
        await store.close()
    }

    @Test("Many first uses at once open, migrate and seed a new database once, and all succeed")
    func concurrentFirstUse() async throws {
        let store = SQLiteStore.catalog(.file(path: directory.file("catalog.sqlite")))
        let repository = SQLiteProductRepository(store: store)
        let totals = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await repository.searchProducts(ProductQuery()).totalCount }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(totals == Array(repeating: SampleCatalog.standard.products.count, count: 8))
        await store.close()
    }

    @Test("Reopening an existing database keeps its rows and does not seed again")
    func reopen() async throws {
        let path = directory.file("catalog.sqlite")
        let first = SQLiteStore.catalog(.file(path: path))
        let connection = try await first.connection()
        _ = try await connection.query("DELETE FROM products WHERE id > 10")
        await first.close()

        let second = SQLiteStore.catalog(.file(path: path))
        let page = try await SQLiteProductRepository(store: second).searchProducts(ProductQuery())
        #expect(page.totalCount == 10)
        await second.close()
    }

    @Test("Migrations apply in order, each once, and a second run applies none")
    func migrationsAreIncremental() async throws {
        let connection = try await SQLiteConnection.open(storage: .file(path: directory.file("m.sqlite")))
        let firstStep = Migrator(migrations: Array(CatalogSchema.migrations.prefix(1)))
        #expect(try await firstStep.migrate(connection) == [1])
        #expect(try await Migrator(migrations: CatalogSchema.migrations).migrate(connection) == Array(2...CatalogSchema.latestVersion))
        #expect(try await Migrator(migrations: CatalogSchema.migrations).migrate(connection) == [])
        let indexes = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'products_by_%'")
        #expect(Set(indexes.compactMap { $0.column("name")?.string }) == [
            "products_by_name", "products_by_category_name", "products_by_price", "products_by_category_price",
        ])
        let triggers = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'categories_count_%'")
        #expect(triggers.count == 3)
        try await connection.close()
    }

    @Test("Search is served by the full-text index, not a scan of products")
    func searchUsesIndex() async throws {
        let store = SQLiteStore.catalog(.inMemory)
        let connection = try await store.connection()
        let plan = SearchPlan(match: "\"lamp\"*", category: nil, sort: .relevance)
        let explained = try await connection.query("EXPLAIN QUERY PLAN " + plan.pageSQL, plan.filterBindings + [.integer(20), .integer(0)])
        let details = explained.compactMap { $0.column("detail")?.string }
        #expect(details.contains { $0.contains("VIRTUAL TABLE INDEX") })
        #expect(!details.contains { $0.hasPrefix("SCAN p") })
        await store.close()
    }

    @Test("The store knows no schema of its own: it applies the migrations and the seed it is given")
    func genericStore() async throws {
        let migrations = [Migration(version: 1, statements: ["CREATE TABLE notes (body TEXT NOT NULL)"])]
        let store = SQLiteStore(location: .inMemory, migrations: migrations) { connection in
            _ = try await connection.query("INSERT INTO notes (body) VALUES ('first')")
        }
        let connection = try await store.connection()
        let tables = try await connection.query("SELECT name FROM sqlite_master WHERE type = 'table'")
        #expect(tables.compactMap { $0.column("name")?.string } == ["notes"])
        #expect(try await Migrator.version(of: connection) == 1)
        await store.close()
    }

    @Test("A file that is not a database is reported, not crashed on")
    func notADatabase() async throws {
        let path = directory.file("notes.sqlite")
        try Data(String(repeating: "these are not the pages you are looking for\n", count: 200).utf8)
            .write(to: URL(fileURLWithPath: path))
        let repository = SQLiteProductRepository(store: SQLiteStore.catalog(.file(path: path)))
        let error = await #expect(throws: CatalogError.self) { try await repository.searchProducts(ProductQuery()) }
        guard case .storageUnavailable(let message) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(message.contains(path) && message.contains("not a SQLite database"))
    }

    @Test("A folder where the file should be cannot be opened")
    func pathIsAFolder() async throws {
        let repository = SQLiteProductRepository(store: SQLiteStore.catalog(.file(path: directory.path)))
        let error = await #expect(throws: CatalogError.self) { try await repository.product(id: ProductID(1)) }
        guard case .storageUnavailable(let message) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(message.contains("cannot open"))
    }

    @Test("A database from a newer schema is refused and left untouched")
    func newerSchema() async throws {
        let path = directory.file("future.sqlite")
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await connection.query("PRAGMA user_version = 99")
        try await connection.close()

        let store = SQLiteStore.catalog(.file(path: path))
        let error = await #expect(throws: SQLiteStoreError.self) { try await store.connection() }
        #expect(error?.description.contains("newer version") == true)
        let reopened = try await SQLiteConnection.open(storage: .file(path: path))
        #expect(try await Migrator.version(of: reopened) == 99)
        try await reopened.close()
    }

    @Test("After a failure the store tries again on the next use")
    func retryAfterFailure() async throws {
        let path = directory.file("later/catalog.sqlite")
        try Data("blocking file".utf8).write(to: URL(fileURLWithPath: directory.file("later")))
        let store = SQLiteStore.catalog(.file(path: path))
        await #expect(throws: SQLiteStoreError.self) { try await store.connection() }
        try FileManager.default.removeItem(atPath: directory.file("later"))
        _ = try await store.connection()
        await store.close()
    }
}
