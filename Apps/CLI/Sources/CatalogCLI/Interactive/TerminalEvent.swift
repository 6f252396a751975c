/// What a terminal tells the browser.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The window has a new size.
    case resized(columns: Int, rows: Int)
}
