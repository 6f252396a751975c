/// Where products are saved. Implementations receive drafts that the use cases have
/// checked, and check what only they can check atomically: the version an update or a
/// delete expects, and a name taken in the meantime.
public protocol ProductWriteRepository: Sendable {
    /// Saves a new product at version 1.
    func create(_ draft: ProductDraft) async throws(AppError) -> Product

    /// Replaces the product's values if it is still at `expectedVersion`, and counts the
    /// version up; else `AppError.conflict` with the version it is at now.
    func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product

    /// Deletes the product if it is still at `expectedVersion`; else a conflict.
    func delete(id: ProductID, expectedVersion: Int) async throws(AppError)

    /// Whether another product in `categorySlug` has this name, ignoring case.
    func isNameTaken(_ name: String, inCategory categorySlug: String, except id: ProductID?) async throws(AppError) -> Bool
}
