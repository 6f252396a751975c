import DataLayer

/// One pool of the store's connections at one moment: how many it has at most, how many
/// are lent, and how many requests wait for one.
public struct ConnectionUsage: Equatable, Sendable {
    /// Such as `writer` or `readers`.
    public let pool: String
    public let size: Int
    public let inUse: Int
    public let waiting: Int

    public init(pool: String, size: Int, inUse: Int, waiting: Int) {
        self.pool = pool
        self.size = size
        self.inUse = inUse
        self.waiting = waiting
    }

    init(pool: String, _ usage: PoolUsage) {
        self.init(pool: pool, size: usage.size, inUse: usage.inUse, waiting: usage.waiting)
    }
}
