import Domain

/// One page of warehouses, ready to show.
public typealias WarehouseListViewData = RecordList<WarehouseViewData>

extension RecordList where Row == WarehouseViewData {
    /// `page`, the list `selection` chose, naming what its warehouses refer to among `referred`.
    init(_ page: Page<Warehouse>, selection: WarehouseSelection, referred: ReferredHeadings) {
        self.init(
            title: WarehouseRoute.title,
            rows: page.items.map { WarehouseViewData($0, referred: referred) },
            totalLabel: page.totalCount == 1 ? "1 warehouse" : "\(page.totalCount) warehouses",
            paging: PagingViewData(page) { .warehouseList(selection.on($0)) }
        )
    }
}
