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
        let matches = Self.matches(of: query, in: products).sorted(by: Self.order(for: query.sort))
        let request = query.page
        let start = min(request.offset, matches.count)
        let end = min(start + request.pageSize, matches.count)
        return Page(items: Array(matches[start..<end]), request: request, totalCount: matches.count)
    }

    public func product(id: ProductID) async throws(AppError) -> Product {
        try await behavior.perform()
        guard let product = products.first(where: { $0.id == id }) else { throw .notFound(kind: "product", id: id.rawValue) }
        return product
    }

    /// The products in `query`'s category of which each of its words starts a word,
    /// ignoring case; none for text with no word in it (only punctuation), as in the stores.
    private static func matches(of query: ProductQuery, in products: [Product]) -> [Product] {
        let words = ProductQuery.words(in: query.text.lowercased())
        guard !words.isEmpty || query.trimmedText.isEmpty else { return [] }
        return products.filter { product in
            guard query.category == nil || product.category.slug == query.category else { return false }
            let haystack = ProductQuery.words(in: (product.name + " " + product.summary).lowercased())
            return words.allSatisfy { word in haystack.contains { $0.hasPrefix(word) } }
        }
    }

    private static func order(for sort: ProductSort) -> @Sendable (Product, Product) -> Bool {
        switch sort {
        case .relevance, .name:
            { (NoCaseName($0.name), $0.id) < (NoCaseName($1.name), $1.id) }
        case .priceLowToHigh:
            { ($0.price.minorUnits, $0.id) < ($1.price.minorUnits, $1.id) }
        case .priceHighToLow:
            { ($1.price.minorUnits, $0.id) < ($0.price.minorUnits, $1.id) }
        }
    }
}
