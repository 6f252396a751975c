/// Everything the purchase order list shows. Its one owner is `PurchaseOrderListViewModel`.
public struct PurchaseOrderListState: Equatable, Sendable {
    public var content: LoadState<PurchaseOrderListViewData>

    public init(content: LoadState<PurchaseOrderListViewData> = .idle) {
        self.content = content
    }
}
