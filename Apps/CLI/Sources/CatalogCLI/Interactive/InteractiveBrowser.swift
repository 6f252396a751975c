import Composition

/// Runs the browser on a terminal until the person quits or input ends.
enum InteractiveBrowser {
    static func run(screens: ScreenFactory, terminal: any InteractiveTerminal, style: TextStyle) async throws {
        let size = terminal.size
        let view = BrowserView(style: style, columns: size.columns)
        // Leave room for the title, header, footer and blank lines around the rows.
        let pageSize = min(20, max(5, size.rows - 8))
        let session = BrowserSession(screens: screens, pageSize: pageSize) { terminal.draw(view.render($0)) }
        try terminal.start()
        defer { terminal.stop() }
        await session.start()
        terminal.draw(view.render(session))
        for await key in terminal.keys() {
            await session.handle(key)
            if session.isFinished { break }
            terminal.draw(view.render(session))
        }
    }
}
