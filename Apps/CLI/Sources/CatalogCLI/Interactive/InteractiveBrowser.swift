import Composition
import Presentation

/// Runs the browser on a terminal until the person quits or input ends.
enum InteractiveBrowser {
    /// - Parameter fitsStart: whether a list at `start` takes as many rows as the window
    ///   has room for; a link that names its page size keeps it.
    static func run(screens: ScreenFactory, start: Route, fitsStart: Bool = true, terminal: any InteractiveTerminal, style: TextStyle) async throws {
        try terminal.start()
        defer { terminal.stop() }
        // Keys are read from the start, and handled one at a time, each after the load the
        // one before started; a Ctrl-C ends the browser at once, cancelling a load still
        // under way (a slow server's, say) instead of waiting behind it. A save is the
        // exception: it ends first, and the Ctrl-C, read in its turn, ends the browser then.
        let events = terminal.events()
        let saving = SaveUnderWay()
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await browse(screens: screens, start: start, fitsStart: fitsStart, events: events, saving: saving, terminal: terminal, style: style)
                return true
            }
            group.addTask {
                for await _ in terminal.interrupts where !saving.isSet { return true }
                return false
            }
            while let ends = await group.next() {
                if ends { group.cancelAll() }
            }
        }
    }

    private static func browse(
        screens: ScreenFactory, start: Route, fitsStart: Bool, events: AsyncStream<TerminalEvent>, saving: SaveUnderWay,
        terminal: any InteractiveTerminal, style: TextStyle
    ) async {
        let size = terminal.size
        var view = BrowserView(style: style, columns: size.columns, rows: size.rows)
        // Leave room for the title, header, footer and blank lines around the rows. The
        // page size stays as it starts; a window made smaller later cuts rows instead.
        let pageSize = min(20, max(5, size.rows - 8))
        let first = fitsStart ? BrowserSession.fitted(start, pageSize: pageSize) : start
        let session = BrowserSession(screens: screens, start: first, saving: saving) { terminal.draw(frame(view.render($0), style)) }
        await session.start()
        // Once interrupted, what a cancelled load left is not drawn.
        guard !Task.isCancelled else { return }
        terminal.draw(frame(view.render(session), style))
        for await event in events {
            switch event {
            case .key(let key):
                await session.handle(key)
                if session.isFinished || Task.isCancelled { return }
            case .resized(let columns, let rows):
                view = BrowserView(style: style, columns: columns, rows: rows)
            }
            terminal.draw(frame(view.render(session), style))
        }
    }

    /// What the terminal is given: the view's text, with no control character but its styles.
    private static func frame(_ text: String, _ style: TextStyle) -> String {
        TerminalSafeStream.clean(text, keepingStyles: style.enabled)
    }
}
