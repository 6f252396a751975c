import Presentation

// The warehouse pages, `/warehouses` and `/warehouses/ID`, drawn from the same view data as every app.
extension WarehouseListViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        try content.throwingFailure()
        return HTMLPage(html: PageRenderer.warehouseList(state), partial: content.viewData?.isPartial ?? false)
    }
}

extension WarehouseDetailViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        let warehouse = try content.loaded(at: context.path)
        return HTMLPage(html: PageRenderer.warehouseDetail(warehouse), partial: warehouse.isPartial)
    }
}

extension PageRenderer {
    static func warehouseList(_ state: WarehouseListState) -> HTML {
        var list: WarehouseListViewData?
        var empty: EmptyViewData?
        switch state.content {
        case .loaded(let loaded), .loading(previous: let loaded?): list = loaded
        case .empty(let state): empty = state
        case .idle, .loading, .failed: break
        }
        let labels = WarehouseViewData.Field.allCases.map { field -> HTML in "<th>\(field.label)</th>" }
        let actions: [HTML] = [
            "<p class=\"actions\"><a href=\"/warehouses/new\">New warehouse</a></p>",
        ]
        let body: HTML = """
            <section class="list">
              <div class="list-head">
                <h1>Warehouses</h1>
                <p class="count">\(list?.totalLabel ?? "")</p>
                \(actions)
              </div>
              \(list.map { list -> HTML in
                """
                <table class="records">
                    <thead><tr><th>ID</th>\(labels)</tr></thead>
                    <tbody>
                    \(HTML(list.rows.map(warehouseRow), separator: "\n    "))
                    </tbody>
                  </table>
                  \(Templates.pager(list.paging))
                """
              })
              \(empty.map(Templates.emptyNotice))
            </section>
            """
        return page(title: "Warehouses", body: body)
    }

    private static func warehouseRow(_ row: WarehouseViewData) -> HTML {
        let cells = WarehouseViewData.Field.allCases.map { field -> HTML in "<td>\(Templates.value(row.text(field), linkedTo: row.route(field)))</td>" }
        return "<tr><td><a href=\"\(WebRoutes.path(for: row.route))\">\(row.id)</a></td>\(cells)</tr>"
    }

    static func warehouseDetail(_ warehouse: WarehouseViewData) -> HTML {
        let fields = WarehouseViewData.Field.allCases.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(Templates.value(warehouse.text(field), linkedTo: warehouse.route(field)))</dd>" }
        let actions: [HTML] = [
            "<a href=\"\(WebRoutes.path(for: .warehouseList(WarehouseSelection())))\">All warehouses</a>",
            " <a href=\"/warehouses/\(warehouse.id)/edit\">Edit</a>",
            " <a class=\"danger\" href=\"/warehouses/\(warehouse.id)/delete\">Delete</a>",
        ]
        let body: HTML = """
            <article class="detail">
              <h1>\(warehouse.heading)</h1>
              <dl class="fields">
                \(fields)
              </dl>
              <p class="actions">\(actions)</p>
            </article>
            """
        return page(title: warehouse.heading, body: body)
    }
}
