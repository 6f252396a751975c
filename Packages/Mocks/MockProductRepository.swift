import Domain

/// An in-memory `ProductRepository` over fixed products, for demos and tests that want
/// real searching and paging without a database.
///
/// It matches the way the SQLite repository does for plain words: every word of the
/// text must start a word of the name or summary, case-insensitively.
public actor MockProductRepository: ProductRepository {
    public internal(set) var products: [Product]
    public var behavior: MockBehavior<AppError>
    /// Every query received, oldest first.
    public private(set) var receivedQueries: [ProductQuery] = []

    public init(products: [Product] = ProductFixtures.catalog, behavior: MockBehavior<AppError> = MockBehavior()) {
        self.products = products
        self.behavior = behavior
    }

    public func setBehavior(_ behavior: MockBehavior<AppError>) {
        self.behavior = behavior
    }

    public func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        receivedQueries.append(query)
        try await behavior.perform()
        let words = ProductQuery.words(in: query.trimmedText.lowercased())
        // Text with no word in it (only punctuation) matches nothing, as in the stores.
        let searchable = query.trimmedText.isEmpty || !words.isEmpty
        let matches = products
            .filter { searchable && (query.category == nil || $0.category.slug == query.category) }
            .filter { product in
                let haystack = ProductQuery.words(in: (product.name + " " + product.summary).lowercased())
                return words.allSatisfy { word in haystack.contains { $0.hasPrefix(word) } }
            }
            .sorted(by: Self.order(for: query.sort))
        let start = min(query.offset, matches.count)
        let end = min(start + query.pageSize, matches.count)
        return Page<Product>(
            items: Array(matches[start..<end]),
            page: query.page,
            pageSize: query.pageSize,
            totalCount: matches.count
        )
    }

    public func product(id: ProductID) async throws(AppError) -> Product {
        try await behavior.perform()
        guard let product = products.first(where: { $0.id == id }) else { throw .notFound(kind: "product", id: id.rawValue) }
        return product
    }

    private static func order(for sort: ProductSort) -> @Sendable (Product, Product) -> Bool {
        switch sort {
        case .relevance, .name:
            { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        case .priceLowToHigh:
            { ($0.price.minorUnits, $0.id) < ($1.price.minorUnits, $1.id) }
        case .priceHighToLow:
            { ($1.price.minorUnits, $0.id) < ($0.price.minorUnits, $1.id) }
        }
    }
}
