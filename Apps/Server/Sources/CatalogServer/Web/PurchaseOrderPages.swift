import Presentation

// The purchase order pages, `/purchase-orders` and `/purchase-orders/ID`, drawn from the same view data as every app
// (`RecordPages`).
extension PurchaseOrderListViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        try content.throwingFailure()
        let html = RecordPages.list(content, title: PurchaseOrderRoute.title, kind: "purchase order", of: PurchaseOrderRoute.self)
        return HTMLPage(html: html, partial: content.viewData?.isPartial ?? false)
    }
}

extension PurchaseOrderDetailViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        let purchaseOrder = try content.loaded(at: context.path)
        let html = RecordPages.detail(purchaseOrder, list: .purchaseOrderList(PurchaseOrderSelection()), kinds: "purchase orders", of: PurchaseOrderRoute.self)
        return HTMLPage(html: html, partial: purchaseOrder.isPartial)
    }
}
