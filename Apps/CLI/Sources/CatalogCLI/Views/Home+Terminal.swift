import Presentation

extension HomeViewData: TerminalScreen {
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String {
        json ? JSONView.render(HomeJSON(self)) : HomeTextView(style: style).render(self)
    }

    func lines(_ view: BrowserView, selected: Int) -> [String] {
        HomeTextView(style: view.style).lines(self, selected: selected)
    }

    func help(back: String) -> String { "↑↓ move · enter open · \(back)q quit" }

    var rowRoutes: [Route] { sections.map(\.route) }
}
