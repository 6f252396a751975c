import Presentation

extension ScreenFactory {
    public func purchaseOrderList(_ selection: PurchaseOrderSelection = PurchaseOrderSelection()) -> PurchaseOrderListViewModel {
        PurchaseOrderListViewModel(
            listPurchaseOrders: container.listPurchaseOrders,
            getWarehouse: container.getWarehouse,
            selection: selection,
        )
    }

    public func purchaseOrderDetail(id: Int64) -> PurchaseOrderDetailViewModel {
        PurchaseOrderDetailViewModel(
            getPurchaseOrder: container.getPurchaseOrder,
            getWarehouse: container.getWarehouse,
            purchaseOrderID: id,
        )
    }
    // writes:begin

    /// An editor for purchase order `id`, or for a new one when it is `nil`.
    public func purchaseOrderEditor(id: Int64?) -> PurchaseOrderEditorViewModel {
        let useCases = PurchaseOrderEditorViewModel.UseCases(
            get: container.getPurchaseOrder,
            create: container.createPurchaseOrder,
            update: container.updatePurchaseOrder,
            delete: container.deletePurchaseOrder,
            getWarehouse: container.getWarehouse,
            listWarehouses: container.listWarehouses,
        )
        return PurchaseOrderEditorViewModel(useCases: useCases, purchaseOrderID: id)
    }
    // writes:end
}

extension PurchaseOrderRoute: ScreenRoute {
    func screen(from screens: ScreenFactory) -> any Screen {
        switch self {
        case .list(let selection): screens.purchaseOrderList(selection)
        case .detail(let id): screens.purchaseOrderDetail(id: id)
        }
    }
}
