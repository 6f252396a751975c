extension FeatureTemplate {
    /// The command that prints the feature: its own for a read-only feature, the default
    /// subcommand of an edited one's.
    func command() -> String {
        if writes { return editedCommand() }
        return #"""
        import ArgumentParser
        import Composition
        import Presentation

        struct \#(types)Command: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "\#(slug)",
                abstract: "Print every \#(name.singularWords), or one \#(name.singularWords) by its id."
            )

            \#(indented(4, printingMembers))
        }

        """#
    }

    /// What prints every item, or one by its id: the arguments and `run`.
    var printingMembers: String {
        #"""
        @Argument(help: "The id of one \#(name.singularWords) to print.") var id: Int64?
        @Option(name: .customLong(PageSelection.ParameterName.page), help: "The page of the list to print, from 1.")
        var page = 1
        @Option(
            name: .customLong(PageSelection.ParameterName.pageSize),
            help: "\#(name.pluralTitle) per page, 1 to \(PageSelection.maximumPageSize)."
        )
        var pageSize = PageSelection.defaultPageSize
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            if let id, id < 1 { throw ValidationError("\(id) is not \#(anItem) id: ids are whole numbers from 1.") }
        }

        func run() async throws {
            let route: Route = id.map { .\#(value)Detail(id: $0) } ?? .\#(value)List(PageSelection(page: page, pageSize: pageSize))
            try await source.withScreens { screens in
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
            }
        }
        """#
    }

    func textView() -> String {
        #"""
        import Presentation

        /// \#(name.pluralTitle) as text for a terminal or a pipe: a table, or one \#(name.singularWords)'s fields.
        struct \#(type)TextView {
            let style: TextStyle

            func render(_ list: \#(type)ListViewData) -> String {
                ([style.bold(list.title)] + table(list.rows, selected: nil) + [style.dim(list.totalLabel + " · " + list.paging.pageLabel)])
                    .joined(separator: "\n") + "\n"
            }

            func render(_ \#(value): \#(type)ViewData) -> String {
                lines(\#(value)).joined(separator: "\n") + "\n"
            }

            /// The heading, then one line per field with its label.
            func lines(_ \#(value): \#(type)ViewData) -> [String] {
                let width = \#(type)ViewData.Field.allCases.map(\.label.count).max() ?? 0
                return [style.bold(\#(value).heading)] + \#(type)ViewData.Field.allCases.map { field in
                    style.dim(field.label.rightPadded(to: width)) + "  " + \#(value).text(field)
                }
            }

            /// The header and one line per \#(name.singularWords); the `selected` row is marked, for the browser.
            func table(_ rows: [\#(type)ViewData], selected: Int?) -> [String] {
                let fields = \#(type)ViewData.Field.allCases
                let idWidth = max(2, rows.map { String($0.id).count }.max() ?? 0)
                let widths = fields.map { field in max(field.label.count, rows.map { $0.text(field).count }.max() ?? 0) }
                func line(_ id: String, _ cells: [String]) -> String {
                    let padded = [id.leftPadded(to: idWidth)] + zip(cells, widths).map { $0.rightPadded(to: $1) }
                    return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
                }
                let marker = selected == nil ? "" : "  "
                var lines = [style.dim(marker + line("ID", fields.map(\.label)))]
                for (index, row) in rows.enumerated() {
                    let text = line(String(row.id), fields.map(row.text))
                    if let selected {
                        lines.append(index == selected ? style.inverse("> " + text) : "  " + text)
                    } else {
                        lines.append(text)
                    }
                }
                return lines
            }
        }

        """#
    }

    func json() -> String {
        #"""
        import Presentation

        /// One \#(name.singularWords) as `\#(product.executable) \#(slug) ID --json` prints it, and as each item of the list.
        struct \#(type)JSON: Encodable {
            let id: Int64
            \#(each(4) { "let \($0.name): \($0.viewType)" })
            let link: String\#(writes ? "\n    /// What `edit --expect-version` and `delete --expect-version` take.\n    let version: Int" : "")

            init(_ \#(value): \#(type)ViewData) {
                id = \#(value).id
                \#(each(8) { "\($0.name) = \(value).\($0.name)" })
                link = DeepLink.link(for: \#(value).route)\#(writes ? "\n        version = \(value).version" : "")
            }
        }

        /// The JSON `\#(product.executable) \#(slug) --json` prints: a page, and where it sits among all pages.
        struct \#(type)ListJSON: Encodable {
            let \#(values): [\#(type)JSON]
            let page: Int
            let pageCount: Int
            let totalCount: Int
            /// Why `\#(values)` is empty, when it is.
            let message: String?

            init(_ list: \#(type)ListViewData) {
                \#(values) = list.rows.map(\#(type)JSON.init)
                page = list.paging.pageNumber
                pageCount = list.paging.pageCount
                totalCount = list.paging.totalCount
                message = nil
            }

            init(empty: EmptyViewData, page: Int) {
                \#(values) = []
                self.page = page
                pageCount = empty.pageCount
                totalCount = empty.totalCount
                message = empty.message
            }
        }

        """#
    }

    /// How the terminal prints and browses the feature's screens.
    func terminal() -> String {
        #"""
        \#(writes ? "import Composition\n" : "")import Presentation

        extension \#(type)ListViewModel: TerminalScreen {
            func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
                let page = selection.page
                return try content.output(
                    loaded: { json ? JSONView.render(\#(type)ListJSON($0)) : \#(type)TextView(style: style).render($0) },
                    empty: { json ? JSONView.render(\#(type)ListJSON(empty: $0, page: page)) : EmptyTextView(style: style).render($0) }
                )
            }

            func lines(_ view: BrowserView, selection: Int) -> [String] {
                view.lines(content) { list in
                    [view.style.bold(list.title)]
                        + \#(type)TextView(style: view.style).table(list.rows, selected: selection)
                        + [view.style.dim(list.totalLabel + " · " + list.paging.pageLabel)]
                }
            }

            func help(back: String) -> String { "↑↓ move · enter open · n/p page · \(back)r refresh · q quit" }

            var rowRoutes: [Route] { content.viewData?.rows.map(\.route) ?? [] }
        }

        extension \#(type)DetailViewModel: TerminalScreen {
            func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
                try content.output { json ? JSONView.render(\#(type)JSON($0)) : \#(type)TextView(style: style).render($0) }
            }

            func lines(_ view: BrowserView, selection: Int) -> [String] {
                view.lines(content) { \#(value) in [""] + \#(type)TextView(style: view.style).lines(\#(value)) }
            }

            func help(back: String) -> String { "\#(writes ? "e edit · " : "")\(back)r refresh · q quit" }
        \#(writes ? "\n    " + indented(4, browserEditor) + "\n" : "")}

        """#
    }

    var commandEntry: String { "\(types)Command.self," }
}
