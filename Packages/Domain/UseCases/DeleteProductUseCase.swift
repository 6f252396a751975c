/// Removes a product, if nobody has changed it since the editor read it.
public protocol DeleteProductUseCase: Sendable {
    func execute(id: ProductID, expectedVersion: Int) async throws(AppError)
}

public struct DefaultDeleteProductUseCase: DeleteProductUseCase {
    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func execute(id: ProductID, expectedVersion: Int) async throws(AppError) {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        try await repository.delete(id: id, expectedVersion: expectedVersion)
    }
}
