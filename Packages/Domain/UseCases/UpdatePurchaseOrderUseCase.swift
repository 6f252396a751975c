/// Changes a purchase order, if nobody else has since the editor read it.
public protocol UpdatePurchaseOrderUseCase: Sendable {
    func execute(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder
}

/// Checks every rule, then saves only over the version the editor saw: a stale version
/// is a `conflict`, never a silent overwrite.
public struct DefaultUpdatePurchaseOrderUseCase: UpdatePurchaseOrderUseCase {
    private let repository: any PurchaseOrderRepository

    public init(repository: any PurchaseOrderRepository) {
        self.repository = repository
    }

    public func execute(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        let draft = draft.normalized
        try PurchaseOrderRules.require(draft)
        return try await repository.update(id: id, expectedVersion: expectedVersion, with: draft)
    }
}
