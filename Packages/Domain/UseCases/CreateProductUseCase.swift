/// Adds a product to the catalog.
public protocol CreateProductUseCase: Sendable {
    func execute(_ draft: ProductDraft) async throws(AppError) -> Product
}

/// Checks every rule, answering with every problem at once, then saves.
public struct DefaultCreateProductUseCase: CreateProductUseCase {
    private let writer: any ProductWriteRepository
    private let categories: any CategoryRepository

    public init(writer: any ProductWriteRepository, categories: any CategoryRepository) {
        self.writer = writer
        self.categories = categories
    }

    public func execute(_ draft: ProductDraft) async throws(AppError) -> Product {
        let draft = draft.normalized
        try await DraftCheck(writer: writer, categories: categories).require(draft, except: nil)
        return try await writer.create(draft)
    }
}
