import Presentation

/// The home screen for a terminal or a pipe: one line per section, with its link.
struct HomeTextView {
    let style: TextStyle

    func render(_ home: HomeViewData) -> String {
        lines(home, selected: nil).joined(separator: "\n") + "\n"
    }

    /// The title and one line per section; the `selected` one is marked, for the browser.
    func lines(_ home: HomeViewData, selected: Int?) -> [String] {
        guard let emptyMessage = home.emptyMessage else {
            let width = home.sections.map(\.title.count).max() ?? 0
            return [style.bold(home.title)] + home.sections.enumerated().map { index, section in
                let line = section.title.rightPadded(to: width) + "  " + style.dim(DeepLink.link(for: section.route))
                guard let selected else { return line }
                return index == selected ? style.inverse("> " + line) : "  " + line
            }
        }
        return [style.bold(home.title), emptyMessage]
    }
}
