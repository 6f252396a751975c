import Presentation

// The category page, `/categories`.
extension CategoryListViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        try content.throwingFailure()
        return HTMLPage(html: PageRenderer.categories(state))
    }
}

extension PageRenderer {
    static func categories(_ state: CategoryListState) -> HTML {
        page(title: "Categories", body: Templates.categories(state))
    }
}

extension Templates {
    static func categories(_ state: CategoryListState) -> HTML {
        var list: CategoryListViewData?
        var empty: EmptyViewData?
        switch state.content {
        case .loaded(let loaded), .loading(previous: let loaded?): list = loaded
        case .empty(let state): empty = state
        case .idle, .loading, .failed: break
        }
        return """
        <section class="categories">
          <div class="list-head">
            <h1>Categories</h1>
            <p class="count">\(list?.totalLabel ?? "")</p>
          </div>
          \(list.map { list -> HTML in
            """
            <ul class="category-list">
                \(list.rows.map { row -> HTML in
                    #"<li><a class="name" href="\#(WebRoutes.path(for: row.route))">\#(row.name)</a> <span class="count">\#(row.productCountLabel)</span></li>"#
                })
              </ul>
            """
          })
          \(empty.map(emptyNotice))
        </section>
        """
    }
}
