import Presentation

/// One warehouse as `catalog warehouses ID --json` prints it, and as each item of the list.
struct WarehouseJSON: Encodable {
    let id: Int64
    let name: String
    let link: String
    /// What `edit --expect-version` and `delete --expect-version` take.
    let version: Int

    init(_ warehouse: WarehouseViewData) {
        id = warehouse.id
        name = warehouse.name
        link = DeepLink.link(for: warehouse.route)
        version = warehouse.version
    }
}

/// The JSON `catalog warehouses --json` prints: a page, and where it sits among all pages.
struct WarehouseListJSON: Encodable {
    let warehouses: [WarehouseJSON]
    let page: Int
    let pageCount: Int
    let totalCount: Int
    /// Why `warehouses` is empty, when it is.
    let message: String?

    init(_ list: WarehouseListViewData) {
        warehouses = list.rows.map(WarehouseJSON.init)
        page = list.paging.pageNumber
        pageCount = list.paging.pageCount
        totalCount = list.paging.totalCount
        message = nil
    }

    init(empty: EmptyViewData, page: Int) {
        warehouses = []
        self.page = page
        pageCount = empty.pageCount
        totalCount = empty.totalCount
        message = empty.message
    }
}
