import Domain

/// The purchase order use cases, over the container's repositories.
extension AppContainer {
    public var listPurchaseOrders: any ListPurchaseOrdersUseCase { DefaultListPurchaseOrdersUseCase(repository: repositories.purchaseOrders) }
    public var getPurchaseOrder: any GetPurchaseOrderUseCase { DefaultGetPurchaseOrderUseCase(repository: repositories.purchaseOrders) }
    // writes:begin
    public var createPurchaseOrder: any CreatePurchaseOrderUseCase {
        DefaultCreatePurchaseOrderUseCase(
            repository: repositories.purchaseOrders,
            warehouses: repositories.warehouses,
        )
    }
    public var updatePurchaseOrder: any UpdatePurchaseOrderUseCase {
        DefaultUpdatePurchaseOrderUseCase(
            repository: repositories.purchaseOrders,
            warehouses: repositories.warehouses,
        )
    }
    public var deletePurchaseOrder: any DeletePurchaseOrderUseCase { DefaultDeletePurchaseOrderUseCase(repository: repositories.purchaseOrders) }
    // writes:end
}
