@testable import DataLayer
import Domain
import TestSupport
import Testing

/// A search's total is kept between its pages; these tests write in between and check that
/// the next page counts what is there now.
@Suite("SQLite product totals: kept between pages, counted again after any change")
struct SQLiteProductCountTests {
    let directory: TemporaryDirectory
    let store: SQLiteStore
    let repository: SQLiteProductRepository

    /// One reader, so that every search runs on the connection whose total was kept.
    init() throws {
        directory = try TemporaryDirectory()
        store = SQLiteStore.seeded(.file(path: directory.file("catalog.sqlite")), readers: 1)
        repository = SQLiteProductRepository(store: store)
    }

    /// A one-product page is full whenever anything matches, so its total is counted (or kept).
    func total(_ text: String, in category: String? = nil, on repository: SQLiteProductRepository) async throws -> Int {
        try await repository.searchProducts(ProductQuery(text: text, category: category, page: PageRequest(pageSize: 1))).totalCount
    }

    func lamp(_ name: String) -> ProductDraft {
        ProductDraft(name: name, summary: "A lamp for the count.", priceMinorUnits: 1_000, currencyCode: "USD", categorySlug: "lighting", stock: 1)
    }

    @Test("A product created after a total was kept is in the next page's total")
    func createdAfterKeeping() async throws {
        let before = try await total("lamp", on: repository)
        #expect(try await total("lamp", on: repository) == before)
        _ = try await repository.create(lamp("Counted Lamp"))
        #expect(try await total("lamp", on: repository) == before + 1)
        await store.close()
    }

    @Test("A product deleted after a total was kept is out of the next page's total")
    func deletedAfterKeeping() async throws {
        let before = try await total("", in: "lighting", on: repository)
        try await repository.delete(id: ProductID(1), expectedVersion: 1)
        #expect(try await total("", in: "lighting", on: repository) == before - 1)
        await store.close()
    }

    @Test("Another store's commit to the same file is in the next page's total")
    func anotherWritersCommit() async throws {
        let before = try await total("lamp", on: repository)
        let other = SQLiteStore.seeded(.file(path: directory.file("catalog.sqlite")), readers: 1)
        _ = try await SQLiteProductRepository(store: other).create(lamp("Elsewhere Lamp"))
        #expect(try await total("lamp", on: repository) == before + 1)
        await other.close()
        await store.close()
    }

    @Test("In memory, where reads share the writer's connection, a write is in the next total")
    func inMemory() async throws {
        let memory = SQLiteProductRepository(store: SQLiteStore.seeded(.inMemory, readers: 1))
        let before = try await total("lamp", on: memory)
        _ = try await memory.create(lamp("Remembered Lamp"))
        #expect(try await total("lamp", on: memory) == before + 1)
    }

    @Test("A last page that is not full tells the total by itself: the rows before it and its own")
    func lastPageTellsTotal() async throws {
        let counted = try await total("lamp", on: repository)
        let size = 10
        try #require(counted % size != 0 && counted > size, "the lamps must end on a page that is not full")
        let last = try await repository.searchProducts(ProductQuery(text: "lamp", page: PageRequest(page: counted / size + 1, pageSize: size)))
        #expect(last.items.count == counted % size && last.totalCount == counted)
        await store.close()
    }

    @Test("Each filter keeps its own total, equal to the one a last page tells", arguments: [
        ("lamp", nil), ("lamp", "lighting"), ("lamp", "decor"), ("", "lighting"), ("", "kitchen"), ("", nil),
    ] as [(String, String?)])
    func totalsPerFilter(text: String, category: String?) async throws {
        // Warm every filter first, so that a total kept under the wrong key would show.
        for (other, otherCategory) in [("lamp", nil), ("lamp", "lighting"), ("", "lighting"), ("", nil)] as [(String, String?)] {
            _ = try await total(other, in: otherCategory, on: repository)
        }
        let kept = try await total(text, in: category, on: repository)
        let fresh = SQLiteStore.seeded(.file(path: directory.file("catalog.sqlite")), readers: 1)
        let counted = try await total(text, in: category, on: SQLiteProductRepository(store: fresh))
        await fresh.close()
        #expect(kept == counted)
        let whole = try await repository.searchProducts(ProductQuery(text: text, category: category, page: PageRequest(pageSize: PageRequest.maximumPageSize)))
        if whole.items.count < PageRequest.maximumPageSize {
            #expect(whole.totalCount == whole.items.count && counted == whole.items.count)
        }
        await store.close()
    }
}
