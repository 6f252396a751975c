/// Where products come from. Data implements it (SQLite, HTTP); Mocks doubles it.
///
/// Implementations receive queries that `SearchProductsUseCase` has already validated.
public protocol ProductRepository: Sendable {
    /// The page of products matching `query`, and how many match in all.
    func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product>

    /// The product with this id, or `AppError.notFound`.
    func product(id: ProductID) async throws(AppError) -> Product
}
