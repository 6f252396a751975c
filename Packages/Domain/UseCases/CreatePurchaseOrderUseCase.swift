/// Adds a purchase order.
public protocol CreatePurchaseOrderUseCase: Sendable {
    func execute(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder
}

/// Checks every rule, answering with every problem at once, then saves.
public struct DefaultCreatePurchaseOrderUseCase: CreatePurchaseOrderUseCase {
    private let repository: any PurchaseOrderRepository

    public init(repository: any PurchaseOrderRepository) {
        self.repository = repository
    }

    public func execute(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        let draft = draft.normalized
        try PurchaseOrderRules.require(draft)
        return try await repository.create(draft)
    }
}
