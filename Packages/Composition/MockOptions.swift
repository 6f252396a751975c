/// How the demo graph misbehaves.
public struct MockOptions: Hashable, Sendable {
    /// How long every answer takes.
    public var delay: Duration
    /// Whether every answer is a failure.
    public var fails: Bool

    public init(delay: Duration = .zero, fails: Bool = false) {
        self.delay = delay
        self.fails = fails
    }
}
