/// Where categories come from. Data implements it (SQLite, HTTP); Mocks doubles it.
public protocol CategoryRepository: Sendable {
    /// Every category with how many products it holds, ordered by name.
    func categories() async throws(AppError) -> [CategorySummary]
}
