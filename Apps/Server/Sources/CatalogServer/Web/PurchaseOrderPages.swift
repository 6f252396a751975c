import Presentation

// The purchase order pages, `/purchase-orders` and `/purchase-orders/ID`, drawn from the same view data as every app.
extension PurchaseOrderListViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        try content.throwingFailure()
        return HTMLPage(html: PageRenderer.purchaseOrderList(state), partial: content.viewData?.isPartial ?? false)
    }
}

extension PurchaseOrderDetailViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        let purchaseOrder = try content.loaded(at: context.path)
        return HTMLPage(html: PageRenderer.purchaseOrderDetail(purchaseOrder), partial: purchaseOrder.isPartial)
    }
}

extension PageRenderer {
    static func purchaseOrderList(_ state: PurchaseOrderListState) -> HTML {
        var list: PurchaseOrderListViewData?
        var empty: EmptyViewData?
        switch state.content {
        case .loaded(let loaded), .loading(previous: let loaded?): list = loaded
        case .empty(let state): empty = state
        case .idle, .loading, .failed: break
        }
        let labels = PurchaseOrderViewData.Field.allCases.map { field -> HTML in "<th>\(field.label)</th>" }
        let actions: [HTML] = [
            // writes:begin
            "<p class=\"actions\"><a href=\"/purchase-orders/new\">New purchase order</a></p>",
            // writes:end
        ]
        let body: HTML = """
            <section class="list">
              <div class="list-head">
                <h1>Purchase orders</h1>
                <p class="count">\(list?.totalLabel ?? "")</p>
                \(actions)
              </div>
              \(list.map { list -> HTML in
                """
                <table class="records">
                    <thead><tr><th>ID</th>\(labels)</tr></thead>
                    <tbody>
                    \(HTML(list.rows.map(purchaseOrderRow), separator: "\n    "))
                    </tbody>
                  </table>
                  \(Templates.pager(list.paging))
                """
              })
              \(empty.map(Templates.emptyNotice))
            </section>
            """
        return page(title: "Purchase orders", body: body)
    }

    private static func purchaseOrderRow(_ row: PurchaseOrderViewData) -> HTML {
        let cells = PurchaseOrderViewData.Field.allCases.map { field -> HTML in "<td>\(Templates.value(row.text(field), linkedTo: row.route(field)))</td>" }
        return "<tr><td><a href=\"\(WebRoutes.path(for: row.route))\">\(row.id)</a></td>\(cells)</tr>"
    }

    static func purchaseOrderDetail(_ purchaseOrder: PurchaseOrderViewData) -> HTML {
        let fields = PurchaseOrderViewData.Field.allCases.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(Templates.value(purchaseOrder.text(field), linkedTo: purchaseOrder.route(field)))</dd>" }
        let actions: [HTML] = [
            "<a href=\"\(WebRoutes.path(for: .purchaseOrderList(PurchaseOrderSelection())))\">All purchase orders</a>",
            // writes:begin
            " <a href=\"/purchase-orders/\(purchaseOrder.id)/edit\">Edit</a>",
            " <a class=\"danger\" href=\"/purchase-orders/\(purchaseOrder.id)/delete\">Delete</a>",
            // writes:end
        ]
        let body: HTML = """
            <article class="detail">
              <h1>\(purchaseOrder.heading)</h1>
              <dl class="fields">
                \(fields)
              </dl>
              <p class="actions">\(actions)</p>
            </article>
            """
        return page(title: purchaseOrder.heading, body: body)
    }
}
