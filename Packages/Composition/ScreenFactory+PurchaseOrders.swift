import Presentation

extension ScreenFactory {
    public func purchaseOrderList(_ selection: PageSelection = PageSelection()) -> PurchaseOrderListViewModel {
        PurchaseOrderListViewModel(listPurchaseOrders: container.listPurchaseOrders, selection: selection)
    }

    public func purchaseOrderDetail(id: Int64) -> PurchaseOrderDetailViewModel {
        PurchaseOrderDetailViewModel(getPurchaseOrder: container.getPurchaseOrder, purchaseOrderID: id)
    }
    // writes:begin

    /// An editor for purchase order `id`, or for a new one when it is `nil`.
    public func purchaseOrderEditor(id: Int64?) -> PurchaseOrderEditorViewModel {
        let useCases = PurchaseOrderEditorViewModel.UseCases(
            get: container.getPurchaseOrder, create: container.createPurchaseOrder, update: container.updatePurchaseOrder, delete: container.deletePurchaseOrder
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
