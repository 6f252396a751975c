import Composition
import Presentation

/// How the terminal shows a screen's view model: printed once by a command (`output`),
/// or drawn in the interactive browser (`lines`, `help`, `rowRoutes`, `editor`). Each
/// feature's view models conform in a file of the feature's (`Orders+Terminal.swift` for orders);
/// a screen that does not conform cannot be shown (`CLIFailure.unshowable`), which the
/// tests that open every section, and each feature's own, catch.
protocol TerminalScreen: Screen {
    /// What the loaded screen prints: text drawn in `style`, or JSON.
    func output(json: Bool, style: TextStyle) throws(CLIFailure) -> String
    /// The browser's lines for the screen, below the app's title; `selected` is the
    /// selected row.
    func lines(_ view: BrowserView, selected: Int) -> [String]
    /// What the screen's keys do; `back` is "b back · " where going back leads somewhere.
    /// A screen with no keys of its own refreshes and quits.
    func help(back: String) -> String
    /// Where each row leads, in order.
    var rowRoutes: [Route] { get }
    /// The edit screen for the item shown (`e`), for a screen of an item that is edited.
    func editor(_ screens: ScreenFactory) -> (any EditingScreen)?
}

extension TerminalScreen {
    func help(back: String) -> String { "\(back)r refresh · q quit" }

    var rowRoutes: [Route] { [] }

    func editor(_ screens: ScreenFactory) -> (any EditingScreen)? { nil }
}

extension LoadState {
    /// What a loaded screen prints: `loaded` draws its view data, `empty` its empty state
    /// (where the screen can be empty); a failure is thrown as the command's failure.
    func output(loaded: (ViewData) -> String, empty: ((EmptyViewData) -> String)? = nil) throws(CLIFailure) -> String {
        switch self {
        case .loaded(let viewData):
            return loaded(viewData)
        case .empty(let state):
            guard let empty else { throw .unfinished }
            return empty(state)
        case .failed(let error):
            throw error.cliFailure
        case .idle, .loading:
            throw .unfinished
        }
    }
}

extension CLIFailure {
    /// A screen printed before its load ended, or in a state its view does not print.
    static let unfinished = CLIFailure(message: "the screen did not finish loading", status: .internalError)
}
