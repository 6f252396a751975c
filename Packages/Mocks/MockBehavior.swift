/// An error a port throws, with the one a call whose task was cancelled fails with.
public protocol MockFailure: Error, Sendable {
    static var cancelled: Self { get }
}

/// How a double behaves besides its result: how long it takes, whether it fails, and
/// whether it parks at a gate first. `Failure` is the error its port throws.
public struct MockBehavior<Failure: MockFailure>: Sendable {
    /// Time to wait before answering, as a slow network or disk would. For demos; tests
    /// use `gate` instead.
    public var delay: Duration
    /// When set, every call fails with this error.
    public var failure: Failure?
    /// When set, every call parks here until a test opens it.
    public var gate: Gate?

    public init(delay: Duration = .zero, failure: Failure? = nil, gate: Gate? = nil) {
        self.delay = delay
        self.failure = failure
        self.gate = gate
    }

    /// Waits as configured, then throws the configured failure, if any. A call whose task
    /// was cancelled meanwhile (its wait cut short) fails with `Failure.cancelled`, as a
    /// store's statement does, rather than answer for no one.
    public func perform() async throws(Failure) {
        if let gate { await gate.pass() }
        if delay > .zero { try? await Task.sleep(for: delay) }
        if Task.isCancelled { throw .cancelled }
        if let failure { throw failure }
    }
}
