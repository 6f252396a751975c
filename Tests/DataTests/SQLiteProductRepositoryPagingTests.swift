@testable import DataLayer
import Domain
import TestSupport
import Testing

@Suite("SQLite product repository: paging")
struct SQLiteProductRepositoryPagingTests {
    let directory: TemporaryDirectory
    let repository: SQLiteProductRepository

    init() throws {
        directory = try TemporaryDirectory()
        repository = SQLiteProductRepository(store: .sample(in: directory))
    }

    @Test("Consecutive pages neither overlap nor skip, for every sort", arguments: ProductSort.allCases)
    func pagesPartitionTheResults(sort: ProductSort) async throws {
        let whole = try await repository.searchProducts(ProductQuery(text: "lamp", sort: sort, page: PageRequest(pageSize: 100)))
        try #require(whole.totalCount <= 100, "one page of 100 holds every lamp")
        var paged: [Int64] = []
        for number in 1...(whole.totalCount + 6) / 7 {
            let page = try await repository.searchProducts(ProductQuery(text: "lamp", sort: sort, page: PageRequest(page: number, pageSize: 7)))
            #expect(page.totalCount == whole.totalCount)
            paged += page.ids
        }
        #expect(paged == whole.ids)
    }

    @Test("The last page holds the remainder and the one after it is empty but still counts")
    func boundaries() async throws {
        let total = SampleCatalog.standard.products.count
        let pageSize = 7
        let lastNumber = (total + pageSize - 1) / pageSize
        let last = try await repository.searchProducts(ProductQuery(page: PageRequest(page: lastNumber, pageSize: pageSize)))
        #expect(last.items.count == total - (lastNumber - 1) * pageSize)
        #expect(!last.hasNextPage && last.hasPreviousPage)
        let beyond = try await repository.searchProducts(ProductQuery(page: PageRequest(page: lastNumber + 1, pageSize: pageSize)))
        #expect(beyond.items.isEmpty)
        #expect(beyond.totalCount == total)
    }

    @Test("Page 2 of the lamps follows page 1 exactly")
    func secondPageOfLamps() async throws {
        let first = try await repository.searchProducts(ProductQuery(text: "lamp", page: PageRequest(page: 1)))
        let second = try await repository.searchProducts(ProductQuery(text: "lamp", page: PageRequest(page: 2)))
        let both = try await repository.searchProducts(ProductQuery(text: "lamp", page: PageRequest(page: 1, pageSize: 40)))
        #expect(first.ids + second.ids == both.ids)
        #expect(second.items.count == 20)
    }
}
