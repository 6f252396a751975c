import Domain

/// An in-memory `CategoryRepository` whose categories and counts come from products:
/// fixed ones, or a `MockProductRepository`'s as they are at each call, so that they
/// agree with it after edits too.
public actor MockCategoryRepository: CategoryRepository {
    private let products: @Sendable () async -> [Product]
    public var behavior: MockBehavior<AppError>
    /// How many times the categories were asked for.
    public private(set) var requestCount = 0

    public init(products: [Product] = ProductFixtures.catalog, behavior: MockBehavior<AppError> = MockBehavior()) {
        self.products = { products }
        self.behavior = behavior
    }

    /// Categories counted from `repository`'s products at each call.
    public init(countingIn repository: MockProductRepository, behavior: MockBehavior<AppError> = MockBehavior()) {
        self.products = { await repository.products }
        self.behavior = behavior
    }

    public func setBehavior(_ behavior: MockBehavior<AppError>) {
        self.behavior = behavior
    }

    public func categories() async throws(AppError) -> [CategorySummary] {
        requestCount += 1
        try await behavior.perform()
        let counts = Dictionary(grouping: await products(), by: \.category).mapValues(\.count)
        return counts
            .map { CategorySummary(category: $0.key, productCount: $0.value) }
            .sorted { (NoCaseName($0.category.name), $0.category.slug) < (NoCaseName($1.category.name), $1.category.slug) }
    }

    public func category(slug: String) async throws(AppError) -> Category? {
        requestCount += 1
        try await behavior.perform()
        return await products().first { $0.category.slug == slug }?.category
    }
}
