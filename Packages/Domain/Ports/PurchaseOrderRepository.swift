/// Where purchase orders come from and are saved. Data implements it (SQLite, PostgreSQL, HTTP); Mocks doubles it.
public protocol PurchaseOrderRepository: Sendable {
    /// One page of the purchase orders the query's filters keep, oldest first (by id), and
    /// how many they keep in all. The page's bounds have been checked.
    func purchaseOrders(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder>
    /// The purchase order with this id, or `notFound`.
    func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder
    // writes:begin
    /// Saves a new purchase order at version 1. The draft has been checked.
    func create(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder
    /// Replaces the purchase order's values if it is still at `expectedVersion`, and counts
    /// the version up; else `conflict` with the version it is at, or `notFound`.
    func update(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder
    /// Deletes the purchase order if it is still at `expectedVersion`; else as `update`.
    func delete(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError)
    // writes:end
}
