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
        if let reason = Self.problem(with: query) {
            throw .invalidQuery(reason)
        }
        var normalized = query
        normalized.text = query.trimmedText
        return try await repository.searchProducts(normalized)
    }

    /// The first reason `query` cannot be answered, or `nil` when it can.
    public static func problem(with query: ProductQuery) -> InvalidQueryReason? {
        if let problem = query.pageRequest.problem {
            return problem
        }
        let length = query.text.unicodeScalars.count
        if length > ProductQuery.maximumTextLength {
            return .textTooLong(length: length, maximum: ProductQuery.maximumTextLength)
        }
        let wordCount = query.words.count
        if wordCount > ProductQuery.maximumWordCount {
            return .tooManyWords(count: wordCount, maximum: ProductQuery.maximumWordCount)
        }
        if let category = query.category, !Category.isValidSlug(category) {
            return .malformedCategory(category)
        }
        return nil
    }
}
