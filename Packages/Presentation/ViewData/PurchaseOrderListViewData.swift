import Domain

/// One page of purchase orders, ready to show.
public typealias PurchaseOrderListViewData = RecordList<PurchaseOrderViewData>

extension RecordList where Row == PurchaseOrderViewData {
    /// `page`, the list `selection` chose, naming what its purchase orders refer to among `referred`.
    init(_ page: Page<PurchaseOrder>, selection: PurchaseOrderSelection, referred: ReferredHeadings) {
        self.init(
            title: PurchaseOrderRoute.title,
            rows: page.items.map { PurchaseOrderViewData($0, referred: referred) },
            totalLabel: page.totalCount == 1 ? "1 purchase order" : "\(page.totalCount) purchase orders",
            paging: PagingViewData(page) { .purchaseOrderList(selection.on($0)) }
        )
    }
}
