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
    /// one character, ␛, and cut as one.) The codes are found scalar by scalar, so a mark
    /// in the data that would join a code's last character into one cannot hide it.
    func truncatedForDisplay(to columns: Int) -> String {
        guard let mark = TextStyle.mark.unicodeScalars.first, unicodeScalars.contains(mark) else { return truncated(to: columns) }
        let codes = TextStyle.sequences.map { Array($0.unicodeScalars) }
        var pieces: [(text: String, isCode: Bool)] = []
        var scalars = Array(unicodeScalars)[...]
        var text = String.UnicodeScalarView()
        while let first = scalars.first {
            if first == mark, let code = codes.first(where: { scalars.starts(with: $0) }) {
                if !text.isEmpty { pieces.append((String(text), false)) }
                text = String.UnicodeScalarView()
                pieces.append((String(String.UnicodeScalarView(code)), true))
                scalars = scalars.dropFirst(code.count)
            } else {
                text.append(first)
                scalars = scalars.dropFirst()
            }
        }
        if !text.isEmpty { pieces.append((String(text), false)) }
        let shown = pieces.filter { !$0.isCode }.map(\.text).joined()
        let plain = shown.truncated(to: columns)
        guard plain != shown else { return self }
        // What shows, cut as a plain line is (a prefix of its scalars), with the codes put
        // back where they stood.
        var left = plain.unicodeScalars.count - 1 // all but the "…"
        var cut = String.UnicodeScalarView()
        for piece in pieces where left > 0 {
            let scalars = piece.text.unicodeScalars
            if piece.isCode {
                cut.append(contentsOf: scalars)
            } else {
                cut.append(contentsOf: scalars.prefix(left))
                left -= min(left, scalars.count)
            }
        }
        return String(cut) + "…" + TextStyle.reset
    }
}
