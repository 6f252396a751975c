import DataLayer
import Domain
import TestSupport
import Testing

@Suite("Sample catalog")
struct SampleCatalogTests {
    let catalog = SampleCatalog.standard

    @Test("It is the same every time it is generated")
    func deterministic() {
        let again = SampleCatalog.generate(productsPerCategory: 75)
        #expect(again.products == catalog.products)
        #expect(again.categories == catalog.categories)
    }

    @Test("It holds at least 500 products with unique names across several categories")
    func size() {
        #expect(catalog.products.count >= 500)
        #expect(Set(catalog.products.map(\.name)).count == catalog.products.count)
        #expect(Set(catalog.products.map(\.category)).count == catalog.categories.count)
        #expect(catalog.categories.count >= 6)
        #expect(catalog.products.map(\.id.rawValue) == Array(1...Int64(catalog.products.count)))
    }

    @Test("Its values are plausible: positive prices, stock never negative, some sold out")
    func plausible() {
        #expect(catalog.products.allSatisfy { $0.price.minorUnits > 0 && $0.stock >= 0 && $0.version == 1 })
        #expect(catalog.products.contains { $0.stock == 0 })
        #expect(catalog.products.allSatisfy { Category.isValidSlug($0.category.slug) })
    }

    @Test("Written into a database, it leaves the full-text index in one segment, which every search reads")
    func searchIndexMerged() async throws {
        let directory = try TemporaryDirectory()
        let store = SQLiteStore.sample(in: directory)
        let segments = try await store.read { connection in
            try await connection.query("SELECT count(DISTINCT segid) AS segments FROM products_search_idx")
        }
        #expect(segments.first?.column("segments")?.integer == 1)
        await store.close()
    }
}
