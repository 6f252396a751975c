/// Changes a product, if nobody else has since the editor read it.
public protocol UpdateProductUseCase: Sendable {
    func execute(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product
}

/// Checks every rule, then saves only over the version the editor saw: a stale version
/// is a `conflict`, never a silent overwrite.
public struct DefaultUpdateProductUseCase: UpdateProductUseCase {
    private let repository: any ProductRepository
    private let categories: any CategoryRepository

    public init(repository: any ProductRepository, categories: any CategoryRepository) {
        self.repository = repository
        self.categories = categories
    }

    public func execute(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        let draft = draft.normalized
        try await ProductRules.require(draft, categories: categories)
        return try await repository.update(id: id, expectedVersion: expectedVersion, with: draft)
    }
}
