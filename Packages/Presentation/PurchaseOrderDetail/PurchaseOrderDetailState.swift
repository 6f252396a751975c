/// Everything a purchase order's screen shows. Its one owner is `PurchaseOrderDetailViewModel`.
public struct PurchaseOrderDetailState: Equatable, Sendable {
    public let purchaseOrderID: Int64
    public var content: LoadState<PurchaseOrderViewData>

    public init(purchaseOrderID: Int64, content: LoadState<PurchaseOrderViewData> = .idle) {
        self.purchaseOrderID = purchaseOrderID
        self.content = content
    }
}
