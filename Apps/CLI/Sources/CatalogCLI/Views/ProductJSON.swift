import Presentation

/// The JSON `catalog products ID --json` prints.
struct ProductJSON: Encodable {
    let id: Int64
    let name: String
    let summary: String
    let price: String
    let stock: String
    let available: Bool
    let category: String
    let categorySlug: String
    let link: String
    /// What `edit --expect-version` and `delete --expect-version` take.
    let version: Int

    init(_ product: ProductDetailViewData) {
        id = product.id
        name = product.name
        summary = product.summary
        price = product.price
        stock = product.stock
        available = product.isAvailable
        category = product.categoryName
        categorySlug = product.categorySlug
        link = DeepLink.link(for: .productDetail(id: product.id))
        version = product.version
    }
}

/// The JSON `catalog products --json` prints: the selection as understood, and the page.
struct ProductListJSON: Encodable {
    struct Row: Encodable {
        let id: Int64
        let name: String
        let price: String
        let stock: String
        let available: Bool
        let category: String
    }

    let search: String
    let category: String?
    let sort: String
    let page: Int
    let pageSize: Int
    let pageCount: Int
    let totalCount: Int
    let products: [Row]
    /// Why `products` is empty, when it is.
    let message: String?

    init(page: ProductListViewData, selection: ProductSelection) {
        self.init(selection: selection, pageCount: page.paging.pageCount, totalCount: page.paging.totalCount, message: nil, products: page.rows.map {
            Row(id: $0.id, name: $0.name, price: $0.price, stock: $0.stock, available: $0.isAvailable, category: $0.categoryName)
        })
    }

    init(empty: EmptyViewData, selection: ProductSelection) {
        self.init(
            selection: selection, pageCount: empty.pageCount, totalCount: empty.totalCount,
            message: empty.message, products: []
        )
    }

    private init(selection: ProductSelection, pageCount: Int, totalCount: Int, message: String?, products: [Row]) {
        search = selection.searchText
        category = selection.category
        sort = selection.sort.name
        page = selection.page.page
        pageSize = selection.page.pageSize
        self.pageCount = pageCount
        self.totalCount = totalCount
        self.message = message
        self.products = products
    }
}
