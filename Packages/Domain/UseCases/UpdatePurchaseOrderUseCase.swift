/// Changes a purchase order, if nobody else has since the editor read it.
public protocol UpdatePurchaseOrderUseCase: Sendable {
    func execute(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder
}

/// Checks every rule, then saves only over the version the editor saw: a stale version
/// is a `conflict`, never a silent overwrite.
public struct DefaultUpdatePurchaseOrderUseCase: UpdatePurchaseOrderUseCase {
    private let repository: any PurchaseOrderRepository
    private let warehouses: any WarehouseRepository

    public init(
        repository: any PurchaseOrderRepository,
        warehouses: any WarehouseRepository,
    ) {
        self.repository = repository
        self.warehouses = warehouses
    }

    public func execute(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        let draft = draft.normalized
        try await PurchaseOrderRules.require(
            draft,
            warehouses: warehouses,
        )
        return try await repository.update(id: id, expectedVersion: expectedVersion, with: draft)
    }
}
