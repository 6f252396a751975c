/// Where products come from and are saved. Data implements it (SQLite, PostgreSQL, HTTP);
/// Mocks doubles it.
///
/// Implementations receive queries that `SearchProductsUseCase` has already validated and
/// drafts that the use cases have checked, and check what only they can check atomically:
/// the version an update or a delete expects, and a name another product in the category
/// has (`invalid`, naming the field, as a unique index refuses it).
public protocol ProductRepository: Sendable {
    /// The page of products matching `query`, and how many match in all.
    func searchProducts(_ query: ProductQuery) async throws(AppError) -> Page<Product>

    /// The product with this id, or `AppError.notFound`.
    func product(id: ProductID) async throws(AppError) -> Product

    /// Saves a new product at version 1.
    func create(_ draft: ProductDraft) async throws(AppError) -> Product

    /// Replaces the product's values if it is still at `expectedVersion`, and counts the
    /// version up; else `AppError.conflict` with the version it is at now.
    func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product

    /// Deletes the product if it is still at `expectedVersion`; else a conflict.
    func delete(id: ProductID, expectedVersion: Int) async throws(AppError)
}
