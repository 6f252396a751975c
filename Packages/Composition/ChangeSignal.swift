/// Says whether the data behind a graph changed since it was last asked, for whoever keeps
/// copies of it, such as the server's response cache. A graph has one only where it sees
/// every change: over a SQLite file (a commit by any process, this one included) or an
/// in-memory database (only this process writes to it, and its writes say so where they
/// happen). Over PostgreSQL, which other servers write to unseen, or over a remote
/// server, it has none, and copies must expire instead.
public struct ChangeSignal: Sendable {
    private let check: @Sendable () async -> Bool

    public init(_ check: @escaping @Sendable () async -> Bool) {
        self.check = check
    }

    /// Whether anything changed since the last call; the first call starts watching.
    public func changedSinceLastAsked() async -> Bool {
        await check()
    }
}
