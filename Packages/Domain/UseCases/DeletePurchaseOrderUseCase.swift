/// Removes a purchase order, if nobody has changed it since the editor read it.
public protocol DeletePurchaseOrderUseCase: Sendable {
    func execute(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError)
}

public struct DefaultDeletePurchaseOrderUseCase: DeletePurchaseOrderUseCase {
    private let repository: any PurchaseOrderRepository

    public init(repository: any PurchaseOrderRepository) {
        self.repository = repository
    }

    public func execute(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError) {
        guard id.isValid else { throw .invalidQuery(.malformedID(id.description)) }
        try await repository.delete(id: id, expectedVersion: expectedVersion)
    }
}
