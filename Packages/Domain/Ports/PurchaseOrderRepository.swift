/// Where purchase orders come from and are saved. Data implements it (SQLite, HTTP); Mocks doubles it.
public protocol PurchaseOrderRepository: Sendable {
    /// One page of purchase orders, oldest first (by id), and how many there are in all.
    /// The request's bounds have been checked.
    func purchaseOrders(_ request: PageRequest) async throws(AppError) -> Page<PurchaseOrder>
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
