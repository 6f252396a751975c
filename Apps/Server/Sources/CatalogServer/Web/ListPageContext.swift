import Presentation

/// What the list page shows, worked out from the view model's state: rows, and the links
/// that change the search, the category or the order, and the pages either side.
struct ListPageContext {
    /// A link that changes one thing about the list; the current choice is not a link.
    struct Link {
        let title: String
        var detail = ""
        let url: String
        let isSelected: Bool
    }

    /// A product's row, with where its name and its category lead.
    struct Row {
        let data: ProductRowViewData
        let url: String
        let categoryURL: String
    }

    var title = ProductRoute.title
    var totalLabel = ""
    /// Where the page sits, and the routes of the pages either side.
    var paging: PagingViewData?
    /// The link that shows every category again, named for the current one.
    var clearCategory: (title: String, url: String)?
    var sortOptions: [Link] = []
    /// The category filter's choices; none when the page has no filter.
    var categoryFilter: [Link] = []
    var rows: [Row] = []
    var empty: EmptyViewData?

    /// - Parameter categories: the filter's choices; without them the page has no filter.
    init(state: ProductListState, categories: CategoryListViewData?) {
        let selection = state.selection
        func url(_ change: (inout ProductSelection) -> Void) -> String {
            var changed = selection
            change(&changed)
            return WebRoutes.path(for: .productList(changed))
        }
        sortOptions = ProductSortOption.allCases.map { option in
            Link(title: option.title, url: url { $0.sort = option; $0.page.page = 1 }, isSelected: option == selection.sort)
        }
        categoryFilter = (categories?.rows ?? []).map { row in
            Link(
                title: row.name, detail: row.productCountLabel,
                url: url { $0.category = row.id; $0.page.page = 1 }, isSelected: row.id == selection.category
            )
        }
        var categoryLabel = selection.category ?? ""
        switch state.content {
        case .loaded(let page), .loading(previous: let page?):
            title = page.title
            totalLabel = page.totalLabel
            paging = page.paging
            rows = Self.rows(page.rows)
            categoryLabel = page.rows.first?.categoryName ?? categoryLabel
        case .empty(let empty):
            title = empty.title
            self.empty = empty
        case .idle, .loading, .failed:
            break
        }
        if selection.category != nil {
            clearCategory = (categoryLabel, url { $0.category = nil; $0.page.page = 1 })
        }
    }

    /// A page's rows share a few categories, so each category's address is worked out
    /// once for the page rather than once for each of its rows.
    private static func rows(_ rows: [ProductRowViewData]) -> [Row] {
        var categoryURLs: [Route: String] = [:]
        return rows.map { row in
            let categoryURL: String
            if let known = categoryURLs[row.categoryRoute] {
                categoryURL = known
            } else {
                categoryURL = WebRoutes.path(for: row.categoryRoute)
                categoryURLs[row.categoryRoute] = categoryURL
            }
            return Row(data: row, url: WebRoutes.path(for: row.route), categoryURL: categoryURL)
        }
    }
}
