import Domain

/// A `GetProductUseCase` that answers with whatever a test sets, and records what it
/// was asked.
public actor MockGetProductUseCase: GetProductUseCase {
    public var result: Result<Product, AppError>
    public var behavior: MockBehavior<AppError>
    public private(set) var receivedIDs: [ProductID] = []

    public init(result: Result<Product, AppError>, behavior: MockBehavior<AppError> = MockBehavior<AppError>()) {
        self.result = result
        self.behavior = behavior
    }

    public func setResult(_ result: Result<Product, AppError>) {
        self.result = result
    }

    public func setBehavior(_ behavior: MockBehavior<AppError>) {
        self.behavior = behavior
    }

    public func execute(id: ProductID) async throws(AppError) -> Product {
        receivedIDs.append(id)
        let answer = result
        try await behavior.perform()
        return try answer.get()
    }
}
