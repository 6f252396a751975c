/// Lists purchase orders a page at a time.
public protocol ListPurchaseOrdersUseCase: Sendable {
    func execute(_ request: PageRequest) async throws(AppError) -> Page<PurchaseOrder>
}

/// Checks the page's bounds, so that no repository sees a page 0 or a page of a
/// million, then asks the repository; the order is the repository's promise (by id).
public struct DefaultListPurchaseOrdersUseCase: ListPurchaseOrdersUseCase {
    private let repository: any PurchaseOrderRepository

    public init(repository: any PurchaseOrderRepository) {
        self.repository = repository
    }

    public func execute(_ request: PageRequest) async throws(AppError) -> Page<PurchaseOrder> {
        if let problem = request.problem { throw .invalidQuery(problem) }
        return try await repository.purchaseOrders(request)
    }
}
