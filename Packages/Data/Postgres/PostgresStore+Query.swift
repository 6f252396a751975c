import PostgresNIO
import Synchronization
import Tracing

extension PostgresStore {
    /// Runs one read on a connection of the pool and answers all its rows, which a
    /// repository's statement bounds (a page, one row, a count).
    ///
    /// The wait for a connection is bounded as a SQLite store's is: past `patience` the
    /// read leaves the line and fails as the store's being too busy (or, when the last
    /// connection the pool tried to open failed and none has been lent since, with that
    /// failure, in the server's words where it gave some), and once its task is
    /// cancelled (its client gone) it leaves at once. Before that, it waits for the store's
    /// preparation (its migration and seed, or another instance's migration, which may
    /// take any time) at most `preparationPatience`, and leaves that wait too when
    /// cancelled; the preparation goes on. A read that has started and whose task is
    /// cancelled fails at once saying it was stopped, and is stopped, as a SQLite query is,
    /// rather than run to its end for no one, unless it ends within `stopGrace` (then its
    /// connection goes back to the pool as after any read): its connection is closed
    /// (PostgresNIO sends no cancel request, and asking for `pg_cancel_backend` takes a
    /// connection that a full pool has not), the server ends the statement once it sees
    /// that (it looks every `PostgresLocation.clientCheckInterval`; over TLS the close
    /// first waits up to a second for the server's own), and the pool opens another
    /// connection in its place. Of several statements, none is sent after the close.
    /// Traced, when the store is, as a span of its own ("PostgreSQL read"), a child of the
    /// request's.
    public nonisolated func read(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await spanned("PostgreSQL read") { try await run([query], stoppedIfCancelled: true)[0] }
    }

    /// Runs `queries` in turn on one connection, in one read-only transaction that sees one
    /// snapshot of the data (`REPEATABLE READ`), and answers each one's rows: what a list
    /// reads to answer with a page and the total it is a page of, which a write between
    /// the two must not set apart (as a SQLite store's reads on one connection are not).
    /// One statement alone needs no transaction and runs without one. Waited for, and
    /// stopped when its task is cancelled, as `read(_:)` is.
    public nonisolated func read(inOneSnapshot queries: [PostgresQuery]) async throws -> [[PostgresRow]] {
        try await spanned("PostgreSQL read") { try await run(queries, stoppedIfCancelled: true) }
    }

    /// Runs one statement that writes (an `INSERT`, `UPDATE` or `DELETE`, answering with
    /// the rows its `RETURNING` names), waited for as `read(_:)` is. One that did not get a
    /// connection never starts, so a write that fails for want of one has written
    /// nothing; one that got it runs to its end, bounded by the pool's lock and statement
    /// timeouts, and answers with what it did even when its task is cancelled meanwhile,
    /// as a SQLite store's write does. Traced, when the store is, as "PostgreSQL write".
    public nonisolated func write(_ statement: PostgresQuery) async throws -> [PostgresRow] {
        try await spanned("PostgreSQL write") { try await run([statement], stoppedIfCancelled: false)[0] }
    }

    /// `body`, as a span named `name` when the store is traced, with the database and the
    /// server it runs on (OpenTelemetry's names for a database client's span).
    private nonisolated func spanned<T: Sendable>(_ name: String, _ body: () async throws -> T) async throws -> T {
        guard traced else { return try await body() }
        return try await withSpan(name, ofKind: .client) { span in
            span.attributes["db.system.name"] = "postgresql"
            span.attributes["db.namespace"] = location.database
            span.attributes["server.address"] = location.host
            span.attributes["server.port"] = location.port
            return try await body()
        }
    }

    private nonisolated func run(_ queries: [PostgresQuery], stoppedIfCancelled: Bool) async throws -> [[PostgresRow]] {
        let client = try await preparedClient()
        let logger = logger
        let patience = patience
        let turn = Turn(in: line, stopGrace: stopGrace)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { answer in
                // Cancelled before it asked: it never joins the line.
                guard turn.answer(to: answer) else { return }
                // The lease is not a child of this task: a statement that leaves the line
                // does not wait for PostgresNIO to take its request back.
                let lease = Task {
                    do {
                        let rows = try await client.withConnection { connection in
                            connectFailures.served()
                            guard turn.start(on: connection, stoppable: stoppedIfCancelled) else { throw ConnectionWaitEnded.cancelled }
                            let outcome: Result<[[PostgresRow]], any Error>
                            do {
                                outcome = .success(try await Self.answers(to: queries, in: turn, logger: logger))
                            } catch {
                                outcome = .failure(error)
                            }
                            await turn.end()
                            return try outcome.get()
                        }
                        turn.finish(.success(rows))
                    } catch {
                        // A lease that failed before any connection came: the pool gives up
                        // at once after a minute of failed connections, saying only that.
                        turn.finish(.failure(error)) { connectFailures.unreachable(after: patience) ?? $0 }
                    }
                }
                let deadline = Task { [connectFailures] in
                    try await Task.sleep(for: patience)
                    turn.giveUp(connectFailures.unreachable(after: patience) ?? .tooBusy(patience))
                }
                turn.follow(lease: lease, deadline: deadline)
            }
        } onCancel: {
            turn.giveUp(.cancelled)
        }
    }

    /// The pool, prepared: at once once it is, else waited for at most
    /// `preparationPatience`, and no longer than the caller's task. The preparation is a
    /// task of the store's own, which goes on whoever stops waiting for it.
    private nonisolated func preparedClient() async throws -> PostgresClient {
        if let pool = await preparedPool { return pool }
        let patience = preparationPatience
        // The caller, told once, by whichever comes first; its deadline goes with the answer.
        let waiting = Mutex<(caller: CheckedContinuation<PostgresClient, any Error>?, deadline: Task<Void, any Error>?)>((nil, nil))
        let answer = { @Sendable (outcome: Result<PostgresClient, any Error>) in
            let (caller, deadline) = waiting.withLock { ($0.caller.take(), $0.deadline) }
            deadline?.cancel()
            caller?.resume(with: outcome)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting.withLock { $0.caller = continuation }
                // Cancelled before it asked: it answers at once and starts nothing.
                guard !Task.isCancelled else { return answer(.failure(ConnectionWaitEnded.cancelled)) }
                let deadline = Task {
                    try await Task.sleep(for: patience)
                    answer(.failure(ConnectionWaitEnded.stillPreparing(patience)))
                }
                let answered = waiting.withLock { state in
                    state.deadline = deadline
                    return state.caller == nil
                }
                if answered {
                    deadline.cancel()
                    return
                }
                Task {
                    do {
                        answer(.success(try await self.client()))
                    } catch {
                        answer(.failure(error))
                    }
                }
            }
        } onCancel: {
            answer(.failure(ConnectionWaitEnded.cancelled))
        }
    }

    /// Each query's rows, sent on `turn`'s connection: one alone as it is, several in one
    /// read-only `REPEATABLE READ` transaction, rolled back when one fails (by the server
    /// itself when the connection has closed).
    private static func answers(to queries: [PostgresQuery], in turn: Turn, logger: Logger) async throws -> [[PostgresRow]] {
        guard queries.count > 1 else { return [try await turn.send(queries[0], logger: logger)] }
        _ = try await turn.send("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
        do {
            var answers: [[PostgresRow]] = []
            for query in queries { answers.append(try await turn.send(query, logger: logger)) }
            _ = try await turn.send("COMMIT", logger: logger)
            return answers
        } catch {
            _ = try? await turn.send("ROLLBACK", logger: logger)
            throw error
        }
    }

    /// How many connections the store opens at most, how many of its statements run on one
    /// now, and how many wait for one.
    public nonisolated var usage: PoolUsage {
        line.usage
    }

    /// The store's statements, counted as they wait for a connection and run on one.
    final class Line: Sendable {
        private let size: Int
        private let counts = Mutex((inUse: 0, waiting: 0))

        init(size: Int) {
            self.size = size
        }

        var usage: PoolUsage {
            counts.withLock { PoolUsage(size: size, inUse: $0.inUse, waiting: $0.waiting) }
        }

        fileprivate func count(waiting: Int, inUse: Int) {
            counts.withLock { counts in
                counts.waiting += waiting
                counts.inUse += inUse
            }
        }
    }

    /// One statement's way through the line. Whichever comes first decides, once: a
    /// connection (the statement starts), or the deadline or the task's cancellation (it
    /// never starts). A started read that its task's cancellation stops ends there too,
    /// for its caller; its connection is closed once its grace is over, unless it ended
    /// first. Its caller hears the outcome once.
    private final class Turn: Sendable {
        typealias Caller = CheckedContinuation<[[PostgresRow]], any Error>

        private enum Stage {
            case waiting, started, over
        }

        private struct State {
            var stage = Stage.waiting
            var caller: Caller?
            /// An outcome decided before the caller asked (cancelled before it began).
            var early: Result<[[PostgresRow]], any Error>?
            var lease: Task<Void, Never>?
            var deadline: Task<Void, any Error>?
            /// Once started, until it ends: the connection it runs on.
            var connection: PostgresConnection?
            /// Whether a cancellation stops it once started: a read.
            var stoppable = false
            /// Whether a stop has closed its connection (once its grace was over): no
            /// statement is sent after.
            var wasClosed = false
            /// The end of its grace, once stopped.
            var graceOver: Scheduled<Void>?
        }

        private let state = Mutex(State())
        private let line: Line
        private let stopGrace: Duration

        init(in line: Line, stopGrace: Duration) {
            self.line = line
            self.stopGrace = stopGrace
            line.count(waiting: 1, inUse: 0)
        }

        /// The caller to tell; told at once when the outcome came first, and then false:
        /// there is nothing left to wait for.
        func answer(to caller: Caller) -> Bool {
            let early = state.withLock { state in
                if state.early == nil { state.caller = caller }
                return state.early
            }
            guard let early else { return true }
            caller.resume(with: early)
            return false
        }

        /// The tasks that bring the outcome, stopped once it is known.
        func follow(lease: Task<Void, Never>, deadline: Task<Void, any Error>) {
            let stage = state.withLock { state in
                state.lease = lease
                state.deadline = deadline
                return state.stage
            }
            if stage != .waiting { deadline.cancel() }
            if stage == .over { lease.cancel() }
        }

        /// With a connection: whether the statement may still start on it, and whether a
        /// cancellation stops it once it has.
        func start(on connection: PostgresConnection, stoppable: Bool) -> Bool {
            let (started, deadline) = state.withLock { state in
                guard state.stage == .waiting else { return (false, Task<Void, any Error>?.none) }
                state.stage = .started
                state.connection = connection
                state.stoppable = stoppable
                return (true, state.deadline)
            }
            guard started else { return false }
            deadline?.cancel()
            line.count(waiting: -1, inUse: 1)
            return true
        }

        /// Sends `query` on the started statement's connection and answers its rows.
        /// PostgresNIO drops, unanswered, a query sent on a connection that has closed, so
        /// it is sent from the connection's event loop, where no close can come between the
        /// look at the connection and the send; and it is handed to that loop under the lock,
        /// so that a stop's close comes either before (nothing is sent, and the read fails
        /// as stopped) or after (the close reaches the loop after the query, and fails it).
        func send(_ query: PostgresQuery, logger: Logger) async throws -> [PostgresRow] {
            let sent: Result<EventLoopFuture<PostgresQueryResult>, any Error> = state.withLock { state in
                guard !state.wasClosed else { return .failure(CancellationError()) }
                guard let connection = state.connection else { return .failure(ConnectionClosed()) }
                return .success(connection.eventLoop.flatSubmit {
                    guard !connection.isClosed else { return connection.eventLoop.makeFailedFuture(ConnectionClosed()) }
                    return connection.query(query, logger: logger)
                })
            }
            return try await sent.get().get().rows
        }

        /// Once a started statement has ended, before its connection goes back to the pool
        /// (a stopped read's too, when it ended within its grace): a connection that a stop
        /// closed, or that closed of itself, goes back only once its close has run its
        /// course (`closeFuture`, whose first callback is the pool's), so that the pool
        /// lends it to no one.
        func end() async {
            let closing: EventLoopFuture<Void>? = state.withLock { state in
                defer { state.connection = nil }
                // Once it has ended, its grace closes nothing (and finds no connection if it fires).
                state.graceOver?.cancel()
                guard let connection = state.connection, state.wasClosed || connection.isClosed else { return nil }
                return connection.closeFuture
            }
            try? await closing?.get()
            line.count(waiting: 0, inUse: -1)
        }

        /// The deadline, or the caller's cancellation: the statement leaves the line unless
        /// it has started; a started read is stopped by the cancellation.
        func giveUp(_ reason: ConnectionWaitEnded) {
            if reason == .cancelled, let caller = stopped() {
                caller.resume(throwing: CancellationError())
                return
            }
            let left: (caller: Caller?, lease: Task<Void, Never>?, deadline: Task<Void, any Error>?)? = state.withLock { state in
                guard state.stage == .waiting else { return nil }
                state.stage = .over
                if state.caller == nil { state.early = .failure(reason) }
                defer { state.caller = nil }
                return (state.caller, state.lease, state.deadline)
            }
            guard let left else { return }
            line.count(waiting: -1, inUse: 0)
            left.caller?.resume(throwing: reason)
            left.lease?.cancel()
            left.deadline?.cancel()
        }

        /// A started read is stopped: its caller hears so now, and its connection is closed
        /// when its grace is over unless it has ended by then. Answers whom to tell, if it
        /// stopped one.
        private func stopped() -> Caller? {
            state.withLock { state in
                guard state.stage == .started, state.stoppable, let connection = state.connection else { return nil }
                state.stage = .over
                state.graceOver = connection.eventLoop.scheduleTask(in: TimeAmount(stopGrace)) { self.graceEnded() }
                defer { state.caller = nil }
                return state.caller
            }
        }

        /// A stopped read still running when its grace is over: its connection is closed.
        /// It is marked closed under the lock, so that `end` hands it back to the pool only
        /// once the close has run its course (and no other statement is closed in its
        /// place) and `send` sends nothing after; the close itself comes after the lock,
        /// since on the connection's event loop it runs at once, callbacks and all.
        private func graceEnded() {
            let running: PostgresConnection? = state.withLock { state in
                guard let connection = state.connection, !state.wasClosed else { return nil }
                state.wasClosed = true
                return connection
            }
            let _: EventLoopFuture<Void>? = running?.close()
        }

        /// What the lease came to: the started statement's rows or error, or a wait that
        /// failed before any connection came (the server not reached), said as `waitFailed`
        /// says it.
        func finish(_ outcome: Result<[[PostgresRow]], any Error>, waitFailed: (any Error) -> any Error = { $0 }) {
            let told: (caller: Caller?, waited: Bool, deadline: Task<Void, any Error>?)? = state.withLock { state in
                guard state.stage != .over else { return nil }
                let waited = state.stage == .waiting
                state.stage = .over
                defer { state.caller = nil }
                return (state.caller, waited, state.deadline)
            }
            guard let told else { return }
            var outcome = outcome
            if told.waited {
                line.count(waiting: -1, inUse: 0)
                told.deadline?.cancel()
                outcome = outcome.mapError(waitFailed)
            }
            told.caller?.resume(with: outcome)
        }
    }
}
