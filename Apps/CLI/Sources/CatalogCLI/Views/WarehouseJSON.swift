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
    let pageSize: Int
    let pageCount: Int
    let totalCount: Int
    /// Why `warehouses` is empty, when it is.
    let message: String?

    init(_ list: WarehouseListViewData, pageSize: Int) {
        warehouses = list.rows.map(WarehouseJSON.init)
        page = list.paging.pageNumber
        self.pageSize = pageSize
        pageCount = list.paging.pageCount
        totalCount = list.paging.totalCount
        message = nil
    }

    init(empty: EmptyViewData, page: Int, pageSize: Int) {
        warehouses = []
        self.page = page
        self.pageSize = pageSize
        pageCount = empty.pageCount
        totalCount = empty.totalCount
        message = empty.message
    }
}
