import Domain
import Mocks
import Testing

@Suite("Mock product repository and fixtures")
struct MockProductRepositoryTests {
    @Test("The fixture catalog is fixed: 60 products, ids 1 to 60, 25 lamps in lighting")
    func fixtures() async throws {
        #expect(ProductFixtures.catalog.count == 60)
        #expect(ProductFixtures.catalog.map(\.id.rawValue) == Array(1...60))
        #expect(ProductFixtures.catalog.first == ProductFixtures.deskLamp)
        let lamps = try await MockProductRepository().searchProducts(ProductQuery(text: "lamp", category: "lighting", page: PageRequest(pageSize: 100)))
        #expect(lamps.totalCount == 25)
    }

    @Test("Search needs every word as a word prefix, ignoring case")
    func search() async throws {
        let repository = MockProductRepository()
        let page = try await repository.searchProducts(ProductQuery(text: "BRASS la", page: PageRequest(pageSize: 100)))
        #expect(page.items.map(\.name).sorted() == [
            "Brass Desk Lamp", "Brass Floor Lamp", "Brass Pendant Lamp", "Brass Reading Lamp", "Brass Table Lamp",
        ])
        #expect(try await repository.searchProducts(ProductQuery(text: "rass")).totalCount == 0)
    }

    @Test("Text with no word in it matches nothing, as in the stores; no text matches everything")
    func noWords() async throws {
        let repository = MockProductRepository()
        #expect(try await repository.searchProducts(ProductQuery(text: " \"*?! ")).totalCount == 0)
        #expect(try await repository.searchProducts(ProductQuery(text: "  ")).totalCount == 60)
    }

    @Test("Pages partition the sorted matches", arguments: [ProductSort.name, .priceLowToHigh, .priceHighToLow])
    func paging(sort: ProductSort) async throws {
        let repository = MockProductRepository()
        let whole = try await repository.searchProducts(ProductQuery(sort: sort, page: PageRequest(pageSize: 100)))
        var paged: [Product] = []
        for number in 1...9 {
            paged += try await repository.searchProducts(ProductQuery(sort: sort, page: PageRequest(page: number, pageSize: 7))).items
        }
        #expect(paged == whole.items)
        let prices = whole.items.map(\.price.minorUnits)
        #expect(sort == .name || prices == (sort == .priceLowToHigh ? prices.sorted() : prices.sorted(by: >)))
    }

    @Test("Names compare as the stores compare them: ASCII letters without their case, then byte order")
    func namesCompareAsTheStores() async throws {
        let repository = MockProductRepository(products: [ProductFixtures.deskLamp])
        for name in ["ébène zzq", "Étagère zzq"] {
            _ = try await repository.create(ProductDraft(name: name, summary: "", priceMinorUnits: 1, currencyCode: "USD", categorySlug: "lighting", stock: 1))
        }
        #expect(try await repository.searchProducts(ProductQuery(text: "zzq", sort: .name)).items.map(\.name) == ["Étagère zzq", "ébène zzq"])
        // A name is taken as the stores' unique index sees it: "É" is not "é" there.
        let taken = AppError.invalid(kind: "product", problems: [FieldProblem("name", .taken("ÉTAGèRE ZZQ", within: "lighting"))])
        await #expect(throws: taken) {
            try await repository.create(ProductDraft(name: "ÉTAGèRE ZZQ", summary: "", priceMinorUnits: 1, currencyCode: "USD", categorySlug: "lighting", stock: 1))
        }
        _ = try await repository.create(ProductDraft(name: "ÉTAGÈRE ZZQ", summary: "", priceMinorUnits: 1, currencyCode: "USD", categorySlug: "lighting", stock: 1))
    }

    @Test("A configured failure is thrown from every call, and the queries are recorded")
    func failure() async {
        let repository = MockProductRepository(behavior: MockBehavior(failure: .storageUnavailable("down")))
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.searchProducts(ProductQuery(text: "x")) }
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.product(id: ProductID(1)) }
        #expect(await repository.receivedQueries == [ProductQuery(text: "x")])
    }

    @Test("An unknown id is not found; a known one is returned")
    func lookup() async throws {
        let repository = MockProductRepository()
        #expect(try await repository.product(id: ProductID(1)) == ProductFixtures.deskLamp)
        await #expect(throws: AppError.notFound(kind: "product", id: 61)) { try await repository.product(id: ProductID(61)) }
    }

    @Test("A gate holds calls until it opens")
    func gate() async throws {
        let gate = Gate()
        let repository = MockProductRepository(behavior: MockBehavior(gate: gate))
        async let first = repository.product(id: ProductID(1))
        async let second = repository.product(id: ProductID(2))
        await gate.waitForArrivals(2)
        #expect(await gate.arrivals == 2)
        await gate.open()
        let ids = try await [first.id, second.id]
        #expect(ids == [ProductID(1), ProductID(2)])
    }
}
