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
        return session.isBusy ? style.yellow(busyWord(session)) : style.dim(help)
    }
}

/// What the footer says while the session waits: an editor past its loading is saving.
private func busyWord(_ session: BrowserSession) -> String {
    if let editing = session.editing, !editing.isLoading { return "Saving…" }
    return "Loading…"
}

extension String {
    /// Cuts a line that would wrap, counting what shows: the styles' codes take no room,
    /// and a line cut inside a style ends it there. (An escape from the data is shown as
    /// one character, ␛, and cut as one.)
    func truncatedForDisplay(to columns: Int) -> String {
        guard let mark = TextStyle.mark.first, contains(mark) else { return truncated(to: columns) }
        var pieces: [(text: Substring, isCode: Bool)] = []
        var rest = self[...]
        while !rest.isEmpty {
            if let code = TextStyle.sequences.first(where: { rest.hasPrefix($0) }) {
                pieces.append((rest.prefix(code.count), true))
                rest = rest.dropFirst(code.count)
            } else {
                let end = rest.firstIndex(of: mark) ?? rest.endIndex
                let text = rest[..<(end == rest.startIndex ? rest.index(after: end) : end)]
                pieces.append((text, false))
                rest = rest[text.endIndex...]
            }
        }
        guard pieces.reduce(0, { $0 + ($1.isCode ? 0 : $1.text.count) }) > columns else { return self }
        var cut = "", room = max(0, columns - 1)
        for piece in pieces {
            if piece.isCode {
                cut += piece.text
            } else if room > 0 {
                cut += piece.text.prefix(room)
                room -= min(room, piece.text.count)
            }
        }
        return cut + "…" + TextStyle.reset
    }
}
