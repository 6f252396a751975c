/// Reads one product by id.
public protocol GetProductUseCase: Sendable {
    func execute(id: ProductID) async throws(AppError) -> Product
}

/// Refuses an id that cannot name a product before asking the store, as every other
/// reader of ids does.
public struct DefaultGetProductUseCase: GetProductUseCase {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func execute(id: ProductID) async throws(AppError) -> Product {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        return try await repository.product(id: id)
    }
}
