import Presentation

/// Loads a screen and prints what it shows, as text or JSON; a failure is thrown as the
/// line and exit status `catalog` ends with.
enum ScreenOutput {
    static func print(_ screen: any Screen, json: Bool, context: CLIContext) async throws {
        guard let screen = screen as? any TerminalScreen else { throw CLIFailure.unshowable(screen) }
        await screen.load()
        context.stdout.write(try screen.output(json: json, style: context.style))
    }
}

extension CLIFailure {
    /// A screen with no `TerminalScreen` conformance: a feature that forgot its terminal views.
    static func unshowable(_ screen: any Screen) -> CLIFailure {
        CLIFailure(message: "the terminal has no view for \(type(of: screen))", status: .internalError)
    }
}
