import Domain

/// An in-memory `CategoryRepository` whose categories and counts come from fixed
/// products, so that they agree with a `MockProductRepository` over the same products.
public actor MockCategoryRepository: CategoryRepository {
    public let summaries: [CategorySummary]
    public var behavior: MockBehavior<CatalogError>
    /// How many times the categories were asked for.
    public private(set) var requestCount = 0

    public init(products: [Product] = ProductFixtures.catalog, behavior: MockBehavior<CatalogError> = MockBehavior()) {
        let counts = Dictionary(grouping: products, by: \.category).mapValues(\.count)
        self.summaries = counts
            .map { CategorySummary(category: $0.key, productCount: $0.value) }
            .sorted { ($0.category.name.lowercased(), $0.category.slug) < ($1.category.name.lowercased(), $1.category.slug) }
        self.behavior = behavior
    }

    public func setBehavior(_ behavior: MockBehavior<CatalogError>) {
        self.behavior = behavior
    }

    public func categories() async throws(CatalogError) -> [CategorySummary] {
        requestCount += 1
        try await behavior.perform()
        return summaries
    }
}
