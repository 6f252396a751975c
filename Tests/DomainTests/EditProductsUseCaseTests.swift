import Domain
import Testing

/// A store of two lighting products that records what reaches it.
private actor StoreDouble: ProductRepository, CategoryRepository {
    var products = [
        Product(id: ProductID(1), name: "Brass Lamp", summary: "", price: Money(minorUnits: 100, currency: .usd),
                category: Category(slug: "lighting", name: "Lighting"), stock: 1, version: 4),
    ]
    private(set) var saved: [ProductDraft] = []

    /// A draft's check asks for its one category, as any reference is checked, never for the list.
    func categories() async throws(AppError) -> [CategorySummary] {
        throw .storageUnavailable("the whole list was read to check one category")
    }

    func category(slug: String) async throws(AppError) -> Category? {
        slug == "lighting" ? Category(slug: "lighting", name: "Lighting") : nil
    }

    // Writes only: the reads have their own suite.
    func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product> { throw .notAllowed("writes only") }
    func product(id: ProductID) async throws(AppError) -> Product { throw .notAllowed("writes only") }

    func create(_ draft: ProductDraft) async throws(AppError) -> Product {
        saved.append(draft)
        return products[0]
    }

    func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product {
        guard expectedVersion == products[0].version else { throw .conflict(kind: "product", id: products[0].id.rawValue, currentVersion: products[0].version) }
        saved.append(draft)
        return products[0]
    }

    func delete(id: ProductID, expectedVersion: Int) async throws(AppError) {}
}

@Suite("Create, update and delete use cases")
struct EditProductsUseCaseTests {
    static func draft(name: String = "Copper Lamp", category: String = "lighting", price: Int64 = 999) -> ProductDraft {
        ProductDraft(name: name, summary: "", priceMinorUnits: price, currencyCode: "USD", categorySlug: category, stock: 1)
    }

    @Test("The draft's problems and a category that does not exist are reported all at once, and nothing is saved")
    func everyProblemAtOnce() async {
        let store = StoreDouble()
        let create = DefaultCreateProductUseCase(repository: store, categories: store)
        await #expect(throws: AppError.invalid(kind: "product", problems: [FieldProblem("price", .negative)])) {
            try await create.execute(Self.draft(price: -1))
        }
        await #expect(throws: AppError.invalid(kind: "product", problems: [FieldProblem("name", .required), FieldProblem("category", .unknownReference("toys"))])) {
            try await create.execute(Self.draft(name: "", category: "toys"))
        }
        #expect(await store.saved.isEmpty)
    }

    @Test("A draft is saved normalized: its texts without surrounding white space")
    func normalized() async throws {
        let store = StoreDouble()
        let update = DefaultUpdateProductUseCase(repository: store, categories: store)
        _ = try await update.execute(id: ProductID(1), expectedVersion: 4, with: Self.draft(name: "Brass Lamp  "))
        _ = try await DefaultCreateProductUseCase(repository: store, categories: store).execute(Self.draft(name: "  Copper Lamp"))
        #expect(await store.saved.map(\.name) == ["Brass Lamp", "Copper Lamp"])
    }

    @Test("A stale version comes back as a conflict with the current product")
    func conflict() async {
        let store = StoreDouble()
        let update = DefaultUpdateProductUseCase(repository: store, categories: store)
        let current = await store.products[0]
        await #expect(throws: AppError.conflict(kind: "product", id: current.id.rawValue, currentVersion: current.version)) {
            try await update.execute(id: ProductID(1), expectedVersion: 3, with: Self.draft())
        }
    }

    @Test("An id that cannot name a product is refused before the store is asked")
    func invalidID() async {
        let store = StoreDouble()
        await #expect(throws: AppError.invalidQuery(.malformedID("0"))) {
            try await DefaultDeleteProductUseCase(repository: store).execute(id: ProductID(0), expectedVersion: 1)
        }
    }
}
