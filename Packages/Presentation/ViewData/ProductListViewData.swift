import Domain

/// One page of a product list, ready to show.
public struct ProductListViewData: Hashable, Sendable {
    /// Such as `Results for “lamp”` or `All products`.
    public let title: String
    public let rows: [ProductRowViewData]
    public let pageNumber: Int
    public let pageCount: Int
    /// Such as `Page 2 of 4`.
    public let pageLabel: String
    /// How many products match over all pages.
    public let totalCount: Int
    /// Such as `76 products`.
    public let totalLabel: String
    public let hasPreviousPage: Bool
    public let hasNextPage: Bool

    public init(
        title: String, rows: [ProductRowViewData], pageNumber: Int, pageCount: Int,
        pageLabel: String, totalCount: Int, totalLabel: String, hasPreviousPage: Bool, hasNextPage: Bool
    ) {
        self.title = title
        self.rows = rows
        self.pageNumber = pageNumber
        self.pageCount = pageCount
        self.pageLabel = pageLabel
        self.totalCount = totalCount
        self.totalLabel = totalLabel
        self.hasPreviousPage = hasPreviousPage
        self.hasNextPage = hasNextPage
    }

    /// What the list shows for `page`: the rows, or why there are none.
    static func content(for page: Page<Product>, request: ProductListRequest) -> LoadState<ProductListViewData> {
        guard !page.items.isEmpty else {
            return .empty(EmptyViewData(page: page, request: request))
        }
        return .loaded(ProductListViewData(
            title: title(for: request, categoryName: page.items.first?.category.name),
            rows: page.items.map(ProductRowViewData.init),
            pageNumber: page.page,
            pageCount: page.pageCount,
            pageLabel: "Page \(page.page) of \(page.pageCount)",
            totalCount: page.totalCount,
            totalLabel: ProductCountText.describe(page.totalCount),
            hasPreviousPage: page.hasPreviousPage,
            hasNextPage: page.hasNextPage
        ))
    }

    /// Names the category by its display name when a filtered page shows it.
    static func title(for request: ProductListRequest, categoryName: String?) -> String {
        let text = request.query.trimmedText
        let category = request.category.map { categoryName ?? $0 }
        switch (text.isEmpty, category) {
        case (true, nil): return "All products"
        case (true, let category?): return category
        case (false, nil): return "Results for “\(text)”"
        case (false, let category?): return "Results for “\(text)” in \(category)"
        }
    }
}
