/// A terminal the browser can take over: raw keys in, whole screens out.
public protocol InteractiveTerminal: Sendable {
    /// Columns and rows.
    var size: (columns: Int, rows: Int) { get }
    /// Switches to raw input and a screen of the browser's own.
    func start() throws
    /// Gives the terminal back as it was.
    func stop()
    /// The keys pressed and the window's size changes from now on; it ends when input does.
    func events() -> AsyncStream<TerminalEvent>
    /// Each Ctrl-C as it is pressed, once `events()` has started reading keys, while the
    /// browser may still be busy with an earlier one; the key comes from `events()` too,
    /// in its turn.
    var interrupts: AsyncStream<Void> { get }
    /// Replaces what is on screen with `frame`.
    func draw(_ frame: String)
}
