import Presentation

extension CategoryListViewModel: TerminalScreen {
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
        try content.output(
            loaded: { json ? JSONView.render(CategoryListJSON($0)) : CategoryTextView(style: style).render($0) },
            empty: { json ? JSONView.render(CategoryListJSON(empty: $0)) : EmptyTextView(style: style).render($0) }
        )
    }

    func lines(_ view: BrowserView, selected: Int) -> [String] {
        view.lines(content) { list in
            [view.style.bold(list.title)]
                + CategoryTextView(style: view.style).table(list.rows, selected: selected)
                + [view.style.dim(list.totalLabel)]
        }
    }

    func help(back: String) -> String { "↑↓ move · enter open · \(back)r refresh · q quit" }

    var rowRoutes: [Route] { content.viewData?.rows.map(\.route) ?? [] }
}
