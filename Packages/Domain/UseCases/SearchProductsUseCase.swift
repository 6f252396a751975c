/// Finds a page of products by text, category and sort.
public protocol SearchProductsUseCase: Sendable {
    func execute(_ query: ProductQuery) async throws(AppError) -> Page<Product>
}

/// Validates the query, so that no repository ever sees a page 0 or a page of a million.
public struct DefaultSearchProductsUseCase: SearchProductsUseCase {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func execute(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        if let problem = query.problem { throw .invalidQuery(problem) }
        var normalized = query
        normalized.text = query.trimmedText
        return try await repository.searchProducts(normalized)
    }
}
