import Domain

/// One page of purchase orders, ready to show.
public struct PurchaseOrderListViewData: RecordListViewData {
    public let title: String
    public let rows: [PurchaseOrderViewData]
    /// Such as `3 purchase orders`, counting every page.
    public let totalLabel: String
    public let paging: PagingViewData
    /// Whether a row refers to an item that could not be read (`PurchaseOrderViewData.isPartial`).
    public var isPartial: Bool { rows.contains(where: \.isPartial) }

    public init(title: String, rows: [PurchaseOrderViewData], totalLabel: String, paging: PagingViewData) {
        self.title = title
        self.rows = rows
        self.totalLabel = totalLabel
        self.paging = paging
    }

    /// `page`, the list `selection` chose, naming what its purchase orders refer to among `referred`.
    init(_ page: Page<PurchaseOrder>, selection: PurchaseOrderSelection, referred: ReferredHeadings) {
        self.init(
            title: "Purchase orders",
            rows: page.items.map { PurchaseOrderViewData($0, referred: referred) },
            totalLabel: page.totalCount == 1 ? "1 purchase order" : "\(page.totalCount) purchase orders",
            paging: PagingViewData(page) { .purchaseOrderList(selection.on($0)) }
        )
    }
}
