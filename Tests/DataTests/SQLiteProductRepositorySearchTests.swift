@testable import DataLayer
import Domain
import TestSupport
import Testing

@Suite("SQLite product repository: search")
struct SQLiteProductRepositorySearchTests {
    let directory: TemporaryDirectory
    let repository: SQLiteProductRepository

    init() throws {
        directory = try TemporaryDirectory()
        repository = SQLiteProductRepository(store: .sample(in: directory))
    }

    @Test("An empty query pages through the whole catalog by name")
    func browseAll() async throws {
        let page = try await repository.searchProducts(ProductQuery(sort: .name, page: PageRequest(page: 1, pageSize: 25)))
        #expect(page.totalCount == SampleCatalog.standard.products.count)
        #expect(page.items.count == 25)
        #expect(page.names == page.names.sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test("Search finds every product whose name or summary has a word starting with the text")
    func searchByPrefix() async throws {
        let page = try await repository.searchProducts(ProductQuery(text: "lamp", page: PageRequest(pageSize: 100)))
        let expected = SampleCatalog.standard.products.filter { product in
            (product.name + " " + product.summary)
                .split { !($0.isLetter || $0.isNumber) }
                .contains { $0.lowercased().hasPrefix("lamp") }
        }
        #expect(page.totalCount == expected.count)
        #expect(Set(page.ids) == Set(expected.map(\.id.rawValue)))
        #expect(page.totalCount > PageRequest.defaultPageSize, "the sample has more than one page of lamps")
    }

    @Test("Search is case-insensitive, needs every word, and stems plurals")
    func searchWords() async throws {
        let lower = try await repository.searchProducts(ProductQuery(text: "brass desk"))
        let upper = try await repository.searchProducts(ProductQuery(text: "  BRASS   Desk "))
        #expect(lower == upper)
        #expect(lower.totalCount >= 1)
        #expect(lower.items.allSatisfy { $0.name.contains("Brass") && $0.name.contains("Desk") })
        let plural = try await repository.searchProducts(ProductQuery(text: "lamps", page: PageRequest(pageSize: 100)))
        let singular = try await repository.searchProducts(ProductQuery(text: "lamp", page: PageRequest(pageSize: 100)))
        #expect(Set(plural.ids) == Set(singular.ids))
    }

    @Test("A category filter keeps only that category, with or without text")
    func categoryFilter() async throws {
        let all = try await repository.searchProducts(ProductQuery(category: "garden", page: PageRequest(pageSize: 100)))
        #expect(all.totalCount == 75)
        #expect(all.items.allSatisfy { $0.category.slug == "garden" && $0.category.name == "Garden" })
        let lamps = try await repository.searchProducts(ProductQuery(text: "lamp", category: "garden", page: PageRequest(pageSize: 100)))
        #expect(lamps.totalCount > 0 && lamps.totalCount < all.totalCount)
        #expect(lamps.items.allSatisfy { $0.category.slug == "garden" && $0.name.contains("Lamp") })
    }

    @Test("An unknown category matches nothing")
    func unknownCategory() async throws {
        let page = try await repository.searchProducts(ProductQuery(category: "spaceships"))
        #expect(page == Page(items: [], page: 1, pageSize: 20, totalCount: 0))
    }

    @Test("Price sorts order by price both ways and break ties by id", arguments: [ProductSort.priceLowToHigh, .priceHighToLow])
    func priceSort(sort: ProductSort) async throws {
        let page = try await repository.searchProducts(ProductQuery(sort: sort, page: PageRequest(pageSize: 100)))
        let keys = page.items.map { ($0.price.minorUnits, $0.id.rawValue) }
        let sorted = keys.sorted { lhs, rhs in
            lhs.0 != rhs.0 ? (sort == .priceLowToHigh ? lhs.0 < rhs.0 : lhs.0 > rhs.0) : lhs.1 < rhs.1
        }
        #expect(keys.map(\.1) == sorted.map(\.1))
    }

    @Test("Relevance puts products named for the words before those that only mention them")
    func relevance() async throws {
        let page = try await repository.searchProducts(ProductQuery(text: "copper", sort: .relevance, page: PageRequest(pageSize: 100)))
        let firstSummaryOnly = page.items.firstIndex { !$0.name.contains("Copper") } ?? page.items.count
        #expect(page.items[..<firstSummaryOnly].allSatisfy { $0.name.contains("Copper") })
        #expect(page.totalCount > 0)
    }

    @Test("Search text that is only punctuation matches nothing")
    func punctuationOnly() async throws {
        let page = try await repository.searchProducts(ProductQuery(text: "!!! ---"))
        #expect(page.totalCount == 0 && page.items.isEmpty)
    }
}
