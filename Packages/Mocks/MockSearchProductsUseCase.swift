import Domain

/// A `SearchProductsUseCase` that answers with whatever a test sets, and records what
/// it was asked.
public actor MockSearchProductsUseCase: SearchProductsUseCase {
    public var result: Result<Page<Product>, AppError>
    public var behavior: MockBehavior<AppError>
    public private(set) var receivedQueries: [ProductQuery] = []

    public init(result: Result<Page<Product>, AppError>, behavior: MockBehavior<AppError> = MockBehavior<AppError>()) {
        self.result = result
        self.behavior = behavior
    }

    public func setResult(_ result: Result<Page<Product>, AppError>) {
        self.result = result
    }

    public func setBehavior(_ behavior: MockBehavior<AppError>) {
        self.behavior = behavior
    }

    public func execute(_ query: ProductQuery) async throws(AppError) -> Page<Product> {
        receivedQueries.append(query)
        // The answer is fixed when the call arrives, as a real one would be in flight.
        let answer = result
        try await behavior.perform()
        return try answer.get()
    }
}
