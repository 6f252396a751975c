import Domain

/// A `GetProductUseCase` that answers with whatever a test sets, and records what it
/// was asked.
public actor MockGetProductUseCase: GetProductUseCase {
    public var result: Result<Product, CatalogError>
    public var behavior: MockBehavior<CatalogError>
    public private(set) var receivedIDs: [ProductID] = []

    public init(result: Result<Product, CatalogError>, behavior: MockBehavior<CatalogError> = MockBehavior<CatalogError>()) {
        self.result = result
        self.behavior = behavior
    }

    public func setResult(_ result: Result<Product, CatalogError>) {
        self.result = result
    }

    public func setBehavior(_ behavior: MockBehavior<CatalogError>) {
        self.behavior = behavior
    }

    public func execute(id: ProductID) async throws(CatalogError) -> Product {
        receivedIDs.append(id)
        let answer = result
        try await behavior.perform()
        return try answer.get()
    }
}
