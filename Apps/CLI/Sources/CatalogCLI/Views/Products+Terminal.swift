import Composition
import Presentation

extension ProductListViewModel: TerminalScreen {
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
        let selection = self.selection
        return try content.output(
            loaded: { json ? JSONView.render(ProductListJSON(page: $0, selection: selection)) : ProductTextView(style: style).render($0) },
            empty: { json ? JSONView.render(ProductListJSON(empty: $0, selection: selection)) : EmptyTextView(style: style).render($0) }
        )
    }

    func lines(_ view: BrowserView, selected: Int) -> [String] {
        view.lines(content) { page in
            [view.style.bold(page.title)]
                + ProductTextView(style: view.style).table(page.rows, selected: selected)
                + [view.style.dim(page.totalLabel + " · " + page.paging.pageLabel)]
        }
    }

    func help(back: String) -> String {
        "↑↓ move · enter open · n/p page · / search · s sort (\(selection.sort.title)) · c categories · \(back)r refresh · q quit"
    }

    var rowRoutes: [Route] { content.viewData?.rows.map(\.route) ?? [] }
}

extension ProductDetailViewModel: TerminalScreen {
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
        try content.output { json ? JSONView.render(ProductJSON($0)) : ProductTextView(style: style).render($0) }
    }

    func lines(_ view: BrowserView, selected: Int) -> [String] {
        view.lines(content) { product in [""] + ProductTextView(style: view.style).lines(product) }
    }

    func help(back: String) -> String { "e edit · \(back)c categories · r refresh · q quit" }

    func editor(_ screens: ScreenFactory) -> (any EditingScreen)? {
        EditorScreen(editor: screens.productEditor(id: state.productID), name: \.name) { "Saved \($0.name) (version \($0.version))." }
    }
}
