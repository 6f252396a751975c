/// Where categories come from. Data implements it (SQLite, PostgreSQL, HTTP); Mocks doubles it.
public protocol CategoryRepository: Sendable {
    /// Every category with how many products it holds, ordered by name.
    func categories() async throws(AppError) -> [CategorySummary]

    /// The category `slug` (its key, as a product refers to it), or `nil` when there is none.
    func category(slug: String) async throws(AppError) -> Category?
}
