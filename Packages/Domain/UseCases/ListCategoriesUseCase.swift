/// Lists every category with its product count.
public protocol ListCategoriesUseCase: Sendable {
    func execute() async throws(AppError) -> [CategorySummary]
}

/// Asks the repository; the order is the repository's promise (by name).
public struct DefaultListCategoriesUseCase: ListCategoriesUseCase {
    private let repository: any CategoryRepository

    public init(repository: any CategoryRepository) {
        self.repository = repository
    }

    public func execute() async throws(AppError) -> [CategorySummary] {
        try await repository.categories()
    }
}
