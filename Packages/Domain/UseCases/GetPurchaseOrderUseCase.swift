/// Reads one purchase order by id.
public protocol GetPurchaseOrderUseCase: Sendable {
    /// The purchase order, or `notFound` when no purchase order has this id.
    func execute(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder
}

/// Refuses an id that cannot name one before asking the repository, as every reader of ids does.
public struct DefaultGetPurchaseOrderUseCase: GetPurchaseOrderUseCase {
    private let repository: any PurchaseOrderRepository

    public init(repository: any PurchaseOrderRepository) {
        self.repository = repository
    }

    public func execute(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        return try await repository.purchaseOrder(id: id)
    }
}
