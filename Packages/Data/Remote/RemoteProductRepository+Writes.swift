import Domain

/// The API has no write operations yet, so a remote catalog is read-only: every write is
/// refused with what to do instead, before anything is sent.
extension RemoteProductRepository: ProductWriteRepository {
    public func create(_ draft: ProductDraft) async throws(CatalogError) -> Product {
        throw Self.readOnly
    }

    public func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(CatalogError) -> Product {
        throw Self.readOnly
    }

    public func delete(id: ProductID, expectedVersion: Int) async throws(CatalogError) {
        throw Self.readOnly
    }

    public func isNameTaken(_ name: String, inCategory categorySlug: String, except id: ProductID?) async throws(CatalogError) -> Bool {
        throw Self.readOnly
    }

    private static let readOnly = CatalogError.storageUnavailable(
        "the catalog server's API takes no edits yet; edit the server's database with --database instead"
    )
}
