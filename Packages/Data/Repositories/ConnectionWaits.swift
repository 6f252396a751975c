/// Why a statement got no connection from a store's pool, SQLite's or PostgreSQL's: a
/// wait is bounded, so that a burst of slow statements queues no request for longer.
enum ConnectionWaitEnded: Error, Equatable {
    /// None came free within the pool's patience.
    case tooBusy(Duration)
    /// None came within the pool's patience, and the last that the pool tried to open
    /// failed, for this reason (the server's words where it gave some).
    case unreachable(Duration, String)
    /// The store was still being prepared (migrated, seeded, or waiting for another
    /// instance's migration) after this long.
    case stillPreparing(Duration)
    /// The statement's task was cancelled while it waited.
    case cancelled

    /// Said of the database at `place`.
    func description(for place: String) -> String {
        switch self {
        case .tooBusy(let patience):
            "\(place) is too busy: no connection came free within \(patience.components.seconds) s; try again in a moment"
        case .unreachable(let patience, let reason):
            "\(place) gave no connection within \(patience.components.seconds) s: the last one the pool tried to open failed (\(reason)); check that it is running and takes connections (a server out of them says so, as for its max_connections), and that the URL is right"
        case .stillPreparing(let patience):
            "\(place) is still being prepared after \(patience.components.seconds) s (another instance may be migrating it); try again in a moment"
        case .cancelled:
            "a use of \(place) was cancelled while it waited for the store"
        }
    }
}

/// A pool's connections at one moment: how many it has at most, how many are lent, and
/// how many bodies wait for one.
public struct PoolUsage: Equatable, Sendable {
    public let size: Int
    public let inUse: Int
    public let waiting: Int

    public init(size: Int, inUse: Int, waiting: Int) {
        self.size = size
        self.inUse = inUse
        self.waiting = waiting
    }
}
