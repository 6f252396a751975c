import PostgresNIO
import Synchronization

extension PostgresStore {
    /// Runs one statement on a connection of the pool and answers all its rows, which a
    /// repository's statement bounds (a page, one row, a count).
    ///
    /// The wait for a connection is bounded as a SQLite store's is: past `patience` the
    /// statement leaves the line and fails as the store's being too busy, and once its task
    /// is cancelled (its client gone) it leaves at once. A statement that got its connection
    /// runs to its end, bounded by the pool's lock and statement timeouts; one that did not
    /// never starts, so a write that fails for want of a connection has written nothing.
    public nonisolated func query(_ query: PostgresQuery) async throws -> [PostgresRow] {
        let client = try await client()
        let logger = logger
        let patience = patience
        let turn = Turn(in: line)
        return try await withThrowingTaskGroup(of: [PostgresRow]?.self) { group in
            group.addTask {
                try await client.withConnection { connection in
                    guard turn.start() else { throw ConnectionWaitEnded.tooBusy(patience) }
                    defer { turn.end() }
                    return try await connection.query(query, logger: logger).collect()
                }
            }
            // The deadline; cancelled, it comes at once.
            group.addTask {
                try? await Task.sleep(for: patience)
                return nil
            }
            defer { group.cancelAll() }
            do {
                while let outcome = try await group.next() {
                    if let rows = outcome { return rows }
                    // The deadline: a statement not yet started leaves the line, one that has runs to its end.
                    if turn.giveUp() { throw Task.isCancelled ? ConnectionWaitEnded.cancelled : .tooBusy(patience) }
                }
            } catch let error as ConnectionWaitEnded {
                throw error
            } catch {
                // The wait failed before a connection came because this task was cancelled.
                if turn.giveUp(), Task.isCancelled { throw ConnectionWaitEnded.cancelled }
                throw error
            }
            // Not reached: the statement's task ends with its rows or an error.
            throw ConnectionWaitEnded.cancelled
        }
    }

    /// How many of the store's statements run on a connection now, and how many wait for one.
    public nonisolated var usage: PoolUsage {
        line.usage
    }

    /// The store's statements, counted as they wait for a connection and run on one.
    final class Line: Sendable {
        private let counts = Mutex((inUse: 0, waiting: 0))

        var usage: PoolUsage {
            counts.withLock { PoolUsage(inUse: $0.inUse, waiting: $0.waiting) }
        }

        fileprivate func count(waiting: Int, inUse: Int) {
            counts.withLock { counts in
                counts.waiting += waiting
                counts.inUse += inUse
            }
        }
    }

    /// Who comes first, a statement's connection or its deadline: a statement either runs
    /// to its end or never starts.
    private final class Turn: Sendable {
        private enum State {
            case waiting, started, givenUp
        }

        private let state = Mutex(State.waiting)
        private let line: Line

        init(in line: Line) {
            self.line = line
            line.count(waiting: 1, inUse: 0)
        }

        /// With a connection: whether the statement may still start.
        func start() -> Bool {
            let started = state.withLock { state in
                guard state == .waiting else { return false }
                state = .started
                return true
            }
            if started { line.count(waiting: -1, inUse: 1) }
            return started
        }

        /// Once a started statement has ended.
        func end() {
            line.count(waiting: 0, inUse: -1)
        }

        /// At the deadline, or when the wait failed: whether the statement never started.
        func giveUp() -> Bool {
            let (gaveUp, never) = state.withLock { state in
                guard state == .waiting else { return (false, state == .givenUp) }
                state = .givenUp
                return (true, true)
            }
            if gaveUp { line.count(waiting: -1, inUse: 0) }
            return never
        }
    }
}
