/// Reads one product by id.
public protocol GetProductUseCase: Sendable {
    func execute(id: ProductID) async throws(CatalogError) -> Product
}

/// Ids are positive; anything else is known to be missing without asking the store.
public struct DefaultGetProductUseCase: GetProductUseCase {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func execute(id: ProductID) async throws(CatalogError) -> Product {
        guard id.rawValue > 0 else { throw .productNotFound(id) }
        return try await repository.product(id: id)
    }
}
