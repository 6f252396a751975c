import Presentation

/// Draws a browser session as one screen of text.
struct BrowserView {
    let style: TextStyle
    let columns: Int
    let rows: Int

    func render(_ session: BrowserSession) -> String {
        var lines = [style.bold("Catalog")]
        let help = addEditor(of: session, to: &lines)
            ?? addScreen(of: session, back: session.canGoBack ? "b back · " : "", to: &lines)
        lines.append("")
        lines.append(footer(session, help: help))
        if lines.count > rows {
            // Too short a window: keep the top and the footer, which says what keys do.
            lines = Array(lines.prefix(max(1, rows - 1))) + [lines[lines.count - 1]]
        }
        return lines.map { $0.truncatedForDisplay(to: columns) }.joined(separator: "\n")
    }

    /// Adds the lines of the screen on top; returns what its keys do.
    private func addScreen(of session: BrowserSession, back: String, to lines: inout [String]) -> String {
        let help: String
        switch session.screen {
        case .home(let home):
            lines += HomeTextView(style: style).lines(home, selected: session.selection)
            help = "↑↓ move · enter open · \(back)q quit"
        // sample:begin
        case .productList(let list):
            lines += listLines(list.state, selection: session.selection)
            let sort = list.state.request.sort.title
            help = "↑↓ move · enter open · n/p page · / search · s sort (\(sort)) · c categories · \(back)r refresh · q quit"
        case .productDetail(let detail):
            lines += detailLines(detail.state.content)
            help = "e edit · \(back)c categories · r refresh · q quit"
        case .categories(let categories):
            lines += categoryLines(categories.state.content, selection: session.selection)
            help = "↑↓ move · enter open · \(back)r refresh · q quit"
        // sample:end
        // scaffold:browser-views
        }
        return help
    }

    /// Adds the edit screen's lines when one is open; returns what its keys do.
    private func addEditor(of session: BrowserSession, to lines: inout [String]) -> String? {
        // sample:begin
        if let editing = session.editing {
            let editor = EditorScreenView(style: style)
            lines += editor.lines(editing)
            return editor.help(editing)
        }
        // sample:end
        return nil
    }

    // sample:begin
    private func listLines(_ state: ProductListState, selection: Int) -> [String] {
        switch state.content {
        case .idle, .loading(previous: nil):
            return ["", "Loading…"]
        case .loading(let previous?), .loaded(let previous):
            return [style.bold(previous.title)]
                + ProductListTextView(style: style).table(previous.rows, selected: selection)
                + [style.dim("\(previous.pageLabel) · \(previous.totalLabel)")]
        case .empty(let empty):
            return ["", style.bold(empty.title), empty.message]
        case .failed(let error):
            return errorLines(error)
        }
    }

    private func detailLines(_ content: ProductDetailState.Content) -> [String] {
        switch content {
        case .idle, .loading(previous: nil):
            return ["", "Loading…"]
        case .loading(let product?), .loaded(let product):
            return [""] + ProductDetailTextView(style: style).lines(product)
        case .failed(let error):
            return errorLines(error)
        }
    }

    private func categoryLines(_ content: CategoryListState.Content, selection: Int) -> [String] {
        switch content {
        case .idle, .loading(previous: nil):
            return ["", "Loading…"]
        case .loading(let list?), .loaded(let list):
            return [style.bold(list.title)]
                + CategoryListTextView(style: style).table(list.rows, selected: selection)
                + [style.dim(list.totalLabel)]
        case .empty(let empty):
            return ["", style.bold(empty.title), empty.message]
        case .failed(let error):
            return errorLines(error)
        }
    }

    // sample:end

    func errorLines(_ error: ErrorViewData) -> [String] {
        ["", style.red(style.bold(error.title)), error.message] + (error.canRetry ? ["Press r to try again."] : [])
    }

    private func footer(_ session: BrowserSession, help: String) -> String {
        if case .searching(let draft) = session.mode {
            return "Search: " + draft + "█" + style.dim("  enter search · esc cancel")
        }
        if let notice = session.notice { return style.green(notice) }
        // Cut before styling: a line with colour codes is not cut later.
        return session.isBusy ? style.yellow(busyWord(session)) : style.dim(help.truncated(to: columns))
    }
}

/// What the footer says while the session waits: an editor past its loading is saving.
private func busyWord(_ session: BrowserSession) -> String {
    // sample:begin
    if let editing = session.editing, editing.editor.state.status != .loading { return "Saving…" }
    // sample:end
    return "Loading…"
}

private extension String {
    /// Cuts a line that would wrap; lines with colour codes are left whole, since their
    /// visible width is smaller than their length.
    func truncatedForDisplay(to columns: Int) -> String {
        contains("\u{1B}") ? self : truncated(to: columns)
    }
}
