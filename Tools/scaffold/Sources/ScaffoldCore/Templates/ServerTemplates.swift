extension FeatureTemplate {
    func pages() -> String {
        let detailLinks = writes
            ? #" <a href=\"/\#(slug)/\(\#(value).id)/edit\">Edit</a> <a class=\"danger\" href=\"/\#(slug)/\(\#(value).id)/delete\">Delete</a>"#
            : ""
        return #"""
        import Presentation

        // The \#(name.singularWords) pages, `/\#(slug)` and `/\#(slug)/ID`, drawn from the same view data as every app.
        extension \#(type)ListViewModel: WebScreen {
            func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
                await load()
                try content.throwingFailure()
                return HTMLPage(html: PageRenderer.\#(value)List(state))
            }
        }

        extension \#(type)DetailViewModel: WebScreen {
            func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
                await load()
                return HTMLPage(html: PageRenderer.\#(value)Detail(try content.loaded(at: context.path)))
            }
        }

        extension PageRenderer {
            static func \#(value)List(_ state: \#(type)ListState) -> HTML {
                var list: \#(type)ListViewData?
                var empty: EmptyViewData?
                switch state.content {
                case .loaded(let loaded), .loading(previous: let loaded?): list = loaded
                case .empty(let state): empty = state
                case .idle, .loading, .failed: break
                }
                let labels = \#(type)ViewData.Field.allCases.map { field -> HTML in "<th>\(field.label)</th>" }
                let body: HTML = """
                    <section class="list">
                      <div class="list-head">
                        <h1>\#(name.pluralTitle)</h1>
                        <p class="count">\(list?.totalLabel ?? "")</p>\#(writes ? "\n            <p class=\"actions\"><a href=\"/\(slug)/new\">New \(name.singularWords)</a></p>" : "")
                      </div>
                      \(list.map { list -> HTML in
                        """
                        <table class="records">
                            <thead><tr><th>ID</th>\(labels)</tr></thead>
                            <tbody>
                            \(HTML(list.rows.map(\#(value)Row), separator: "\n    "))
                            </tbody>
                          </table>
                          \(Templates.pager(list.paging))
                        """
                      })
                      \(empty.map(Templates.emptyNotice))
                    </section>
                    """
                return page(title: "\#(name.pluralTitle)", body: body)
            }

            private static func \#(value)Row(_ row: \#(type)ViewData) -> HTML {
                let cells = \#(type)ViewData.Field.allCases.map { field -> HTML in "<td>\(row.text(field))</td>" }
                return "<tr><td><a href=\"\(WebRoutes.path(for: row.route))\">\(row.id)</a></td>\(cells)</tr>"
            }

            static func \#(value)Detail(_ \#(value): \#(type)ViewData) -> HTML {
                let fields = \#(type)ViewData.Field.allCases.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(\#(value).text(field))</dd>" }
                let body: HTML = """
                    <article class="detail">
                      <h1>\(\#(value).heading)</h1>
                      <dl class="fields">
                        \(fields)
                      </dl>
                      <p\#(writes ? " class=\"actions\"" : "")><a href="\(WebRoutes.path(for: .\#(value)List(PageSelection())))">All \#(name.pluralWords)</a>\#(detailLinks)</p>
                    </article>
                    """
                return page(title: \#(value).heading, body: body)
            }
        }

        """#
    }
}
