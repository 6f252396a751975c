import Domain

/// One page of a product list, ready to show.
public struct ProductListViewData: Hashable, Sendable {
    /// Such as `Results for “lamp”` or `All products`.
    public let title: String
    public let rows: [ProductRowViewData]
    /// Where the page sits among all pages, and the routes of its neighbours.
    public let paging: PagingViewData
    /// Such as `76 products`.
    public let totalLabel: String

    public init(title: String, rows: [ProductRowViewData], paging: PagingViewData, totalLabel: String) {
        self.title = title
        self.rows = rows
        self.paging = paging
        self.totalLabel = totalLabel
    }

    /// What the list shows for `page`: the rows, or why there are none.
    static func content(for page: Page<Product>, selection: ProductSelection) -> LoadState<ProductListViewData> {
        guard !page.items.isEmpty else {
            return .empty(EmptyViewData(page: page, selection: selection))
        }
        return .loaded(ProductListViewData(
            title: title(for: selection, categoryName: page.items.first?.category.name),
            rows: page.items.map(ProductRowViewData.init),
            paging: PagingViewData(page) { .productList(selection.on($0)) },
            totalLabel: ProductCountText.describe(page.totalCount)
        ))
    }

    /// Names the category by its display name when a filtered page shows it.
    static func title(for selection: ProductSelection, categoryName: String?) -> String {
        let text = selection.query.trimmedText
        let category = selection.category.map { categoryName ?? $0 }
        switch (text.isEmpty, category) {
        case (true, nil): return "All products"
        case (true, let category?): return category
        case (false, nil): return "Results for “\(text)”"
        case (false, let category?): return "Results for “\(text)” in \(category)"
        }
    }
}
