import DataLayer

/// One pool of the store's connections at one moment: how many are lent, and how many
/// requests wait for one.
public struct ConnectionUsage: Equatable, Sendable {
    /// Such as `writer` or `readers`.
    public let pool: String
    public let inUse: Int
    public let waiting: Int

    public init(pool: String, inUse: Int, waiting: Int) {
        self.pool = pool
        self.inUse = inUse
        self.waiting = waiting
    }

    init(pool: String, _ usage: PoolUsage) {
        self.init(pool: pool, inUse: usage.inUse, waiting: usage.waiting)
    }
}
