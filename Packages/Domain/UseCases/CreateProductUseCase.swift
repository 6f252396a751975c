/// Adds a product to the catalog.
public protocol CreateProductUseCase: Sendable {
    func execute(_ draft: ProductDraft) async throws(AppError) -> Product
}

/// Checks every rule, answering with every problem at once, then saves.
public struct DefaultCreateProductUseCase: CreateProductUseCase {
    private let repository: any ProductRepository
    private let categories: any CategoryRepository

    public init(repository: any ProductRepository, categories: any CategoryRepository) {
        self.repository = repository
        self.categories = categories
    }

    public func execute(_ draft: ProductDraft) async throws(AppError) -> Product {
        let draft = draft.normalized
        try await ProductRules.require(draft, categories: categories)
        return try await repository.create(draft)
    }
}
