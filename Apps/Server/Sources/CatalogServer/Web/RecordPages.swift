import Presentation

/// The pages of any feature's items (`RecordViewData`): its list as a table, with a pager,
/// and each item's fields with their labels. A feature that has editing pages
/// (`EditingPages`) links to them: a new item from its list, and each item's edit and
/// delete pages from its page.
enum RecordPages {
    /// The list of `feature` at its state `content`, titled `title`; `kind` names one item.
    static func list<Row: RecordViewData>(
        _ content: LoadState<RecordList<Row>>, title: String, kind: String, of feature: any FeatureRoute.Type
    ) -> HTML {
        var list: RecordList<Row>?
        var empty: EmptyViewData?
        switch content {
        case .loaded(let loaded), .loading(previous: let loaded?): list = loaded
        case .empty(let state): empty = state
        case .idle, .loading, .failed: break
        }
        let labels = Row.Field.allCases.map { field -> HTML in "<th>\(field.label)</th>" }
        let actions: HTML? = isEdited(feature) ? "<p class=\"actions\"><a href=\"/\(feature.segment)/new\">New \(kind)</a></p>" : nil
        let body: HTML = """
            <section class="list">
              <div class="list-head">
                <h1>\(title)</h1>
                <p class="count">\(list?.totalLabel ?? "")</p>
                \(actions)
              </div>
              \(list.map { list -> HTML in
                """
                <table class="records">
                    <thead><tr><th>ID</th>\(labels)</tr></thead>
                    <tbody>
                    \(HTML(list.rows.map(row), separator: "\n    "))
                    </tbody>
                  </table>
                  \(Templates.pager(list.paging))
                """
              })
              \(empty.map(Templates.emptyNotice))
            </section>
            """
        return PageRenderer.page(title: title, body: body)
    }

    /// The page of one item of `feature`; `list` is the way back to its list, and `kinds`
    /// names the list's items (`All purchase orders`).
    static func detail<Record: RecordViewData>(
        _ record: Record, list: Route, kinds: String, of feature: any FeatureRoute.Type
    ) -> HTML {
        let fields = Record.Field.allCases.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(Templates.value(record.text(field), linkedTo: record.route(field)))</dd>" }
        var actions: [HTML] = ["<a href=\"\(WebRoutes.path(for: list))\">All \(kinds)</a>"]
        if isEdited(feature) {
            actions += [
                " <a href=\"/\(feature.segment)/\(record.id)/edit\">Edit</a>",
                " <a class=\"danger\" href=\"/\(feature.segment)/\(record.id)/delete\">Delete</a>",
            ]
        }
        let body: HTML = """
            <article class="detail">
              <h1>\(record.heading)</h1>
              <dl class="fields">
                \(fields)
              </dl>
              <p class="actions">\(actions)</p>
            </article>
            """
        return PageRenderer.page(title: record.heading, body: body)
    }

    private static func row<Record: RecordViewData>(_ row: Record) -> HTML {
        let cells = Record.Field.allCases.map { field -> HTML in "<td>\(Templates.value(row.text(field), linkedTo: row.route(field)))</td>" }
        return "<tr><td><a href=\"\(WebRoutes.path(for: row.route))\">\(row.id)</a></td>\(cells)</tr>"
    }

    /// Whether `feature`'s items are edited on pages of their own.
    private static func isEdited(_ feature: any FeatureRoute.Type) -> Bool {
        feature is any EditingPages.Type
    }
}
