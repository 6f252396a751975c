import Synchronization

/// Lends its connections to one body at a time, under a lock rather than on an actor: a
/// read that finds a free connection takes it and gives it back without waiting for a
/// turn anywhere, and only a read that finds none waits, for the next one given back.
final class ConnectionPool: Sendable {
    private let queue: Mutex<ConnectionQueue>
    private let size: Int

    init(_ connections: [SQLiteConnection]) {
        size = connections.count
        var queue = ConnectionQueue()
        for connection in connections { _ = queue.giveBack(connection) }
        self.queue = Mutex(queue)
    }

    /// How many of its connections are lent now, and how many bodies wait for one.
    var usage: PoolUsage {
        let counts = queue.withLock(\.counts)
        return PoolUsage(inUse: size - counts.idle, waiting: counts.waiting)
    }

    /// Runs `body` with a connection of its own for as long as it runs.
    func lend<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        let connection = await checkOut()
        connection.startLoan()
        do {
            let result = try await body(connection)
            checkIn(connection)
            return result
        } catch {
            checkIn(connection)
            throw error
        }
    }

    private func checkOut() async -> SQLiteConnection {
        if let free = queue.withLock({ $0.take() }) { return free }
        return await withCheckedContinuation { continuation in
            // One may have come back since the look above.
            let free = queue.withLock { queue in
                let free = queue.take()
                if free == nil { queue.wait(continuation) }
                return free
            }
            if let free { continuation.resume(returning: free) }
        }
    }

    private func checkIn(_ connection: SQLiteConnection) {
        queue.withLock { $0.giveBack(connection) }?.resume(returning: connection)
    }
}

/// A pool's connections at one moment: lent, and asked for by bodies that wait.
public struct PoolUsage: Equatable, Sendable {
    public let inUse: Int
    public let waiting: Int

    public init(inUse: Int, waiting: Int) {
        self.inUse = inUse
        self.waiting = waiting
    }
}
