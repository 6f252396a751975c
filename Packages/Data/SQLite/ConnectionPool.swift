import Synchronization

/// Lends its connections to one body at a time, under a lock rather than on an actor: a
/// read that finds a free connection takes it and gives it back without waiting for a
/// turn anywhere, and only a read that finds none waits, for the next one given back.
/// A wait is bounded: past `patience` the body leaves the line and fails as the store's
/// being too busy, and once its task is cancelled (its client gone) it leaves at once; a
/// read or a write alike, so that a burst of slow ones queues no request for longer.
final class ConnectionPool: Sendable {
    private let queue: Mutex<ConnectionQueue>
    private let size: Int
    let patience: Duration

    init(_ connections: [SQLiteConnection], patience: Duration = .seconds(5)) {
        self.patience = patience
        size = connections.count
        var queue = ConnectionQueue()
        for connection in connections { _ = queue.giveBack(connection) }
        self.queue = Mutex(queue)
    }

    /// How many connections it has, how many are lent now, and how many bodies wait for one.
    var usage: PoolUsage {
        let counts = queue.withLock(\.counts)
        return PoolUsage(size: size, inUse: size - counts.idle, waiting: counts.waiting)
    }

    /// Runs `body` with a connection of its own for as long as it runs. A transaction it
    /// leaves open is rolled back before the next body gets the connection, and a body
    /// that returned with one open fails: what it wrote was not saved.
    func lend<T: Sendable>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        let connection = try await checkOut()
        connection.startLoan()
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try await body(connection))
        } catch {
            outcome = .failure(error)
        }
        let leftOpen = connection.isInTransaction
        if leftOpen { await connection.rollBackTransactionLeftOpen() }
        checkIn(connection)
        if leftOpen, case .success = outcome { throw TransactionLeftOpen() }
        return try outcome.get()
    }

    private func checkOut() async throws(ConnectionWaitEnded) -> SQLiteConnection {
        // A body whose task is cancelled already (its client gone) starts nothing.
        if Task.isCancelled { throw .cancelled }
        if let free = queue.withLock({ $0.take() }) { return free }
        let ticket = queue.withLock { $0.ticket() }
        let deadline = ContinuousClock.now + patience
        let lent: SQLiteConnection? = await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                // One may have come back since the look above.
                let (now, watch) = queue.withLock { $0.take(orWait: waiter, ticket: ticket, until: deadline) }
                if let now { waiter.resume(returning: now) }
                if watch { Task { await watchDeadlines() } }
            }
        } onCancel: {
            queue.withLock { $0.giveUp(ticket) }?.resume(returning: nil)
        }
        // A cancellation that came after the body left the line leaves its ticket behind.
        queue.withLock { $0.served(ticket) }
        guard let lent else { throw Task.isCancelled ? .cancelled : .tooBusy(patience) }
        return lent
    }

    /// Sends away each waiting body whose deadline passes, until none waits: one task
    /// while the line lasts, waking at the first body's deadline, rather than a timer per wait.
    private func watchDeadlines() async {
        while true {
            let (expired, next) = queue.withLock { $0.expired(at: .now) }
            for waiter in expired { waiter.resume(returning: nil) }
            guard let next else { return }
            try? await Task.sleep(until: next, clock: .continuous)
        }
    }

    private func checkIn(_ connection: SQLiteConnection) {
        queue.withLock { $0.giveBack(connection) }?.resume(returning: connection)
    }
}

/// What a body that returned with a transaction still open fails with: the transaction
/// was rolled back, so nothing it wrote in it was saved.
struct TransactionLeftOpen: Error, CustomStringConvertible {
    var description: String { "a use of the database left a transaction open, so it was rolled back and nothing in it was saved" }
}
