import Presentation

/// What the list template shows, worked out from the view model's state: rows, and the
/// links that change the search, the category, the order or the page.
struct ListPageContext {
    let title: String
    let values: [String: Any]

    /// - Parameter categories: the filter's choices; without them the page has no filter.
    init(state: ProductListState, categories: CategoryListViewData?) {
        let request = state.request
        func url(_ change: (inout ProductListRequest) -> Void) -> String {
            var changed = request
            change(&changed)
            return WebRoutes.path(for: .productList(changed))
        }
        var values: [String: Any] = [
            "clearCategoryURL": url { $0.category = nil; $0.page = 1 },
            "sortOptions": ProductSortOption.allCases.map { option -> [String: Any] in
                ["title": option.title, "selected": option == request.sort, "url": url { $0.sort = option; $0.page = 1 }]
            },
            "hasRows": false,
        ]
        // Mustache treats any value as present, a boxed nil too: leave absent keys out.
        if let category = request.category { values["category"] = category }
        if let categories, !categories.rows.isEmpty {
            values["hasCategoryFilter"] = true
            values["categoryFilter"] = categories.rows.map { row -> [String: Any] in
                [
                    "name": row.name, "countLabel": row.productCountLabel, "selected": row.id == request.category,
                    "url": url { $0.category = row.id; $0.page = 1 },
                ]
            }
        }
        switch state.content {
        case .loaded(let page), .loading(previous: let page?):
            title = page.title
            values["title"] = page.title
            values["totalLabel"] = page.totalLabel
            values["pageLabel"] = page.pageLabel
            values["hasRows"] = true
            values["categoryLabel"] = page.rows.first?.categoryName ?? request.category ?? ""
            values["rows"] = page.rows.map { row -> [String: Any] in
                [
                    "name": row.name, "price": row.price, "stock": row.stock, "soldOut": !row.isAvailable,
                    "categoryName": row.categoryName, "url": WebRoutes.path(for: row.route),
                    "categoryURL": WebRoutes.path(for: row.categoryRoute),
                ]
            }
            if page.hasPreviousPage { values["previousURL"] = url { $0.page -= 1 } }
            if page.hasNextPage { values["nextURL"] = url { $0.page += 1 } }
        case .empty(let empty):
            title = empty.title
            values["title"] = empty.title
            values["categoryLabel"] = request.category ?? ""
            values["empty"] = ["title": empty.title, "message": empty.message]
        case .idle, .loading, .failed:
            title = "Products"
            values["title"] = title
        }
        self.values = values
    }
}
