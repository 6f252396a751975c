import Composition
import Presentation

extension WarehouseListViewModel: TerminalScreen {
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
        let page = selection.page
        return try content.output(
            loaded: { json ? JSONView.render(WarehouseListJSON($0, pageSize: page.pageSize)) : RecordTextView(style: style).render($0) },
            empty: { json ? JSONView.render(WarehouseListJSON(empty: $0, page: page.page, pageSize: page.pageSize)) : EmptyTextView(style: style).render($0) }
        )
    }

    func lines(_ view: BrowserView, selected: Int) -> [String] {
        view.lines(content) { list in
            [view.style.bold(list.title)]
                + RecordTextView(style: view.style).table(list.rows, selected: selected)
                + [view.style.dim(list.totalLabel + " · " + list.paging.pageLabel)]
        }
    }

    func help(back: String) -> String { "↑↓ move · enter open · n/p page · \(back)r refresh · q quit" }

    var rowRoutes: [Route] { content.viewData?.rows.map(\.route) ?? [] }
}

extension WarehouseDetailViewModel: TerminalScreen {
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
        try content.output { json ? JSONView.render(WarehouseJSON($0)) : RecordTextView(style: style).render($0) }
    }

    func lines(_ view: BrowserView, selected: Int) -> [String] {
        view.lines(content) { warehouse in [""] + RecordTextView(style: view.style).lines(warehouse) }
    }

    func help(back: String) -> String { "e edit · \(back)r refresh · q quit" }

    func editor(_ screens: ScreenFactory) -> (any EditingScreen)? {
        let id = state.warehouseID
        return EditorScreen(editor: screens.warehouseEditor(id: id), name: { $0.heading ?? "warehouse \(id)" }) { "Saved \($0.heading) (version \($0.version))." }
    }
}
