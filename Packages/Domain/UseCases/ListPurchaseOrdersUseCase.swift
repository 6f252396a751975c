/// Lists purchase orders a page at a time, narrowed by the query's filters.
public protocol ListPurchaseOrdersUseCase: Sendable {
    func execute(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder>
}

/// Checks the page's bounds, so that no repository sees a page 0 or a page of a
/// million, then asks the repository; the order is the repository's promise (by id).
public struct DefaultListPurchaseOrdersUseCase: ListPurchaseOrdersUseCase {
    private let repository: any PurchaseOrderRepository

    public init(repository: any PurchaseOrderRepository) {
        self.repository = repository
    }

    public func execute(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder> {
        if let problem = query.problem { throw .invalidQuery(problem) }
        return try await repository.purchaseOrders(query)
    }
}
