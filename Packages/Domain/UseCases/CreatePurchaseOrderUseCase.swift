/// Adds a purchase order.
public protocol CreatePurchaseOrderUseCase: Sendable {
    func execute(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder
}

/// Checks every rule, answering with every problem at once, then saves.
public struct DefaultCreatePurchaseOrderUseCase: CreatePurchaseOrderUseCase {
    private let repository: any PurchaseOrderRepository
    private let warehouses: any WarehouseRepository

    public init(
        repository: any PurchaseOrderRepository,
        warehouses: any WarehouseRepository,
    ) {
        self.repository = repository
        self.warehouses = warehouses
    }

    public func execute(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        let draft = draft.normalized
        try await PurchaseOrderRules.require(
            draft,
            warehouses: warehouses,
        )
        return try await repository.create(draft)
    }
}
