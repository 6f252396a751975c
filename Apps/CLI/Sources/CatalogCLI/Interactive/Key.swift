/// A key press the browser understands.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown
    case enter, escape, backspace, tab
    /// A letter pressed with Ctrl, such as `control("r")`.
    case control(Character)
    /// Ctrl-C: raw mode turns it into a key instead of a signal.
    case interrupt
    /// Input closed (Ctrl-D, or the end of a pipe).
    case endOfInput
}
