import Domain

/// One page of warehouses, ready to show.
public struct WarehouseListViewData: RecordListViewData {
    public let title: String
    public let rows: [WarehouseViewData]
    /// Such as `3 warehouses`, counting every page.
    public let totalLabel: String
    public let paging: PagingViewData
    /// Whether a row refers to an item that could not be read (`WarehouseViewData.isPartial`).
    public var isPartial: Bool { rows.contains(where: \.isPartial) }

    public init(title: String, rows: [WarehouseViewData], totalLabel: String, paging: PagingViewData) {
        self.title = title
        self.rows = rows
        self.totalLabel = totalLabel
        self.paging = paging
    }

    /// `page`, the list `selection` chose, naming what its warehouses refer to among `referred`.
    init(_ page: Page<Warehouse>, selection: WarehouseSelection, referred: ReferredHeadings) {
        self.init(
            title: "Warehouses",
            rows: page.items.map { WarehouseViewData($0, referred: referred) },
            totalLabel: page.totalCount == 1 ? "1 warehouse" : "\(page.totalCount) warehouses",
            paging: PagingViewData(page) { .warehouseList(selection.on($0)) }
        )
    }
}
