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
        guard let screen = session.screen as? any TerminalScreen else {
            lines += ["", CLIFailure.unshowable(session.screen).message]
            return "\(back)q quit"
        }
        lines += screen.lines(self, selected: session.selected)
        return screen.help(back: back)
    }

    /// Adds the edit screen's lines when one is open; returns what its keys do.
    private func addEditor(of session: BrowserSession, to lines: inout [String]) -> String? {
        guard let editing = session.editing else { return nil }
        lines += editing.lines(style: style)
        return editing.help
    }

    /// The lines of any screen that loads: loading, empty and failed are drawn here for
    /// every screen, and `loaded` draws the view data on screen (kept while a refresh is
    /// on its way).
    func lines<ViewData>(_ content: LoadState<ViewData>, loaded: (ViewData) -> [String]) -> [String] {
        switch content {
        case .idle, .loading(previous: nil): ["", "Loading…"]
        case .loading(let shown?), .loaded(let shown): loaded(shown)
        case .empty(let empty): ["", style.bold(empty.title), empty.message]
        case .failed(let error): errorLines(error)
        }
    }

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
    if let editing = session.editing, !editing.isLoading { return "Saving…" }
    return "Loading…"
}

private extension String {
    /// Cuts a line that would wrap; lines with the styles' codes are left whole, since
    /// their visible width is smaller than their length. (An escape from the data is shown
    /// as one character, ␛, and cut as one.)
    func truncatedForDisplay(to columns: Int) -> String {
        unicodeScalars.contains(TextStyle.mark.unicodeScalars.first!) ? self : truncated(to: columns)
    }
}
