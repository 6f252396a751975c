import CSQLite
import Dispatch
import Synchronization

/// One connection to a SQLite database, over the system's SQLite library.
///
/// It keeps every statement it has prepared, by its SQL, and runs it again with new
/// bindings, so a query the app repeats is parsed and planned once per connection.
/// Statements are fixed SQL with bound values (the repositories splice in only fragments
/// of their own), so the kept statements stay few; past `keptStatementLimit`, a new SQL
/// text is prepared, run and finalised. It also keeps, when asked (`keptUntilChange`),
/// the answers of small read-only queries until the data changes.
///
/// Once `limitStatements(to:)` sets a limit, SQLite stops a statement that runs longer
/// (looking at the clock every thousand steps of its program), and the statement fails
/// saying so; the connection then answers the next as before. A wait for another
/// process's lock (`waitForLocks(upTo:)`) counts, though it is never cut short. SQLite also looks
/// as a statement ends, so a write that crosses its limit in its last step may have
/// committed when it fails: one of 15 s is a fault to look into, not an outcome to retry.
/// A query (a read-only statement that answers with columns) whose task is cancelled (a
/// server's client gone, a Ctrl-C) is stopped the same way, at SQLite's next look, rather
/// than run to its end for no one. Nothing else is (`PreparedStatement.isQuery`): SQLite
/// looks once more after a write, a `BEGIN`, a `COMMIT` or a `RELEASE` has taken effect,
/// so one stopped for its task could fail having been saved, or leave a transaction open.
///
/// A query starts on the caller's thread, where a read of a few rows costs microseconds
/// and a hop to another thread and back would cost more than the read. One still running
/// after `callerThreadBudget` is stopped there and run again on a thread of the
/// connection's own: the caller's is most likely one of Swift's cooperative pool (a
/// thread a core, shared by every task in the process), and a few searches holding it for
/// seconds would stop the server answering anything. Anything else (a write, `BEGIN`,
/// `COMMIT`) is compiled there, or found among the kept statements, and runs on the
/// connection's own thread from its first step, as every statement of a connection that
/// writes to a file does from its start, since a commit waits for the disk. One caller
/// at a time: `SQLiteStore` lends each connection to one body at a time, and the lock
/// here makes any second caller wait rather than share the handle.
public final class SQLiteConnection: Sendable {
    public enum Storage: Equatable, Sendable {
        case memory
        case file(path: String)
    }

    /// How many distinct statements a connection keeps prepared.
    static let keptStatementLimit = 64
    /// How many answers a connection keeps until the data changes (`keptUntilChange`).
    static let keptAnswerLimit = 256
    /// How long a query runs on the caller's thread before it moves to the connection's own.
    static let callerThreadBudget: Duration = .milliseconds(1)

    /// A number no other connection in this process has had: what is kept for a
    /// connection is kept under it, and a connection opened later never inherits it.
    public let serial: Int

    private let state: Mutex<State>
    /// The connection's own thread.
    private let queue: DispatchQueue
    /// Whether every statement runs on `queue`, none on the caller's thread.
    private let onOwnThreadOnly: Bool
    private static let opened = Atomic<Int>(0)
    /// SQLite counts every allocation under a global lock for `sqlite3_status`, which the
    /// app never reads; that is turned off before the first connection opens, since SQLite
    /// takes the setting only before it starts (if something else in the process started
    /// it first, it goes on counting).
    private static let allocationCountsOff: Int32 = csqlite_config_memstatus(0)

    private init(handle: sending OpaquePointer, queue: DispatchQueue, onOwnThreadOnly: Bool) {
        self.serial = Self.opened.add(1, ordering: .relaxed).newValue
        self.state = Mutex(State(handle: handle))
        self.queue = queue
        self.onOwnThreadOnly = onOwnThreadOnly
    }

    /// Opens (and for a file, creates if missing) the database in `storage`.
    /// - Parameter ownThread: whether every statement runs on the connection's own thread
    ///   (for one that writes to a file), no query starting on the caller's.
    public static func open(storage: Storage, ownThread: Bool = false) throws(SQLiteError) -> SQLiteConnection {
        _ = allocationCountsOff
        let path = switch storage {
        case .memory: ":memory:"
        case .file(let path): path
        }
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(code: code, on: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        // No statement can write the schema's own tables or otherwise corrupt the file.
        // (The schema stays trusted: SQLite counts the search index's triggers, which write
        // to an FTS5 table, as unsafe uses once it is not.) A SQLite without the setting
        // (before 3.26) is refused rather than run without it.
        guard csqlite_db_config_flag(handle, SQLITE_DBCONFIG_DEFENSIVE, 1) == SQLITE_OK else {
            let error = SQLiteError(code: SQLITE_MISUSE, on: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        let connection = SQLiteConnection(handle: handle, queue: DispatchQueue(label: "SQLiteConnection \(path)"), onOwnThreadOnly: ownThread)
        connection.state.withLock { $0.watchProgress() }
        return connection
    }

    /// From now on, a statement that runs longer than `limit` (above zero) is stopped and fails.
    public func limitStatements(to limit: Duration) {
        precondition(limit > .zero, "a statement's limit is a time above zero")
        state.withLock { $0.watch.limit = limit }
    }

    /// From now on, a statement that finds the database locked by another connection (a
    /// process's write, a `VACUUM`) waits up to `limit` for it before it fails as busy
    /// (SQLite's `busy_timeout`, which this sets: a `PRAGMA busy_timeout` would be
    /// overwritten). A query on the caller's thread does not wait there: it moves to the
    /// connection's own thread and waits on it.
    public func waitForLocks(upTo limit: Duration) {
        state.withLock { $0.waitForLocks(upTo: limit) }
    }

    /// Runs one statement with `bindings` for its `?` parameters and returns its rows.
    public func query(_ sql: String, _ bindings: [SQLiteData] = []) async throws -> [SQLiteRow] {
        try await stoppedIfCancelled { cancellation in
            try await startingOnCallerThread { onCaller in try self.run(sql, bindings, cancellation, onCaller: onCaller) }
        }
    }

    /// How many queries started on the caller's thread and moved to the connection's own:
    /// those that ran past `callerThreadBudget` or met another connection's lock.
    var movedQueries: Int {
        state.withLock { $0.movedQueries }
    }

    /// Whether a transaction is open on the connection: `BEGIN` ran and no `COMMIT` or
    /// `ROLLBACK` since. Asked without awaiting, so that a loan that leaves none pays no hop.
    var isInTransaction: Bool {
        state.withLock { $0.isInTransaction }
    }

    /// Rolls back a transaction a body left open, so that the next body to borrow the
    /// connection starts outside one whatever the last did.
    func rollBackTransactionLeftOpen() async {
        _ = try? await query("ROLLBACK")
    }

    /// Runs a read-only statement, or answers it with the rows this connection read for
    /// the same statement and bindings if no one has written to the database since: one
    /// look at the data version instead of the query. For small answers read far more
    /// often than the data changes (a count, a short list), not for pages of rows.
    public func query(_ sql: String, _ bindings: [SQLiteData] = [], keptUntilChange: Bool) async throws -> [SQLiteRow] {
        guard keptUntilChange else { return try await query(sql, bindings) }
        return try await stoppedIfCancelled { cancellation in
            try await startingOnCallerThread { onCaller in try self.runKept(sql, bindings, cancellation, onCaller: onCaller) }
        }
    }

    /// Runs `statement` on the caller's thread, told so, unless it runs on the connection's
    /// own only; then, should it say it must move (`SQLiteError.movesToOwnThread`), on the
    /// connection's own thread.
    private func startingOnCallerThread(
        _ statement: @escaping @Sendable (_ onCaller: Bool) throws -> [SQLiteRow]
    ) async throws -> [SQLiteRow] {
        if !onOwnThreadOnly {
            do {
                return try statement(true)
            } catch let error as SQLiteError where error == .movesToOwnThread {
                // It runs again below, from its start.
            }
        }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try statement(false) })
            }
        }
    }

    /// Runs `body`'s statement with a cancellation of its own, which its task's
    /// cancellation requests; SQLite's progress handler looks at it while a query runs.
    private func stoppedIfCancelled(_ body: (StatementCancellation) async throws -> [SQLiteRow]) async throws -> [SQLiteRow] {
        let cancellation = StatementCancellation()
        return try await withTaskCancellationHandler(operation: { try await body(cancellation) }, onCancel: { cancellation.request() })
    }

    private func run(_ sql: String, _ bindings: [SQLiteData], _ cancellation: StatementCancellation, onCaller: Bool) throws(SQLiteError) -> [SQLiteRow] {
        try state.withLock { (state) throws(SQLiteError) -> [SQLiteRow] in
            try state.run(sql, bindings, cancellation: cancellation, onCaller: onCaller)
        }
    }

    private func runKept(_ sql: String, _ bindings: [SQLiteData], _ cancellation: StatementCancellation, onCaller: Bool) throws(SQLiteError) -> [SQLiteRow] {
        try state.withLock { (state) throws(SQLiteError) -> [SQLiteRow] in
            try state.runKept(sql, bindings, cancellation: cancellation, onCaller: onCaller)
        }
    }

    /// A number that changes whenever the database file changes, by this connection's own
    /// writes or by another's commits, as this connection last saw it: SQLite brings it up
    /// to date when a statement starts reading. So, read right after a statement, two equal
    /// values mean that statement saw the same data. `nil` once closed.
    public var dataVersion: UInt32? {
        state.withLock { $0.dataVersion }
    }

    /// The data version right after the first statement since `startLoan()`: what the
    /// body that borrowed the connection first saw. `nil` before that statement.
    var firstVersionOfLoan: UInt32? {
        state.withLock { $0.firstVersionOfLoan }
    }

    /// A body borrows the connection: its first statement's version is recorded anew.
    func startLoan() {
        state.withLock { $0.loanStarted() }
    }

    /// The data version as of now rather than as of this connection's last statement:
    /// `PRAGMA data_version` starts a read, which counts every commit made since, by any
    /// connection. For a read answered from what was kept at a version, without a
    /// statement of its own.
    public func currentDataVersion() async throws -> UInt32? {
        _ = try await query("PRAGMA data_version")
        return dataVersion
    }

    /// Finalises the kept statements and closes the connection; a closed connection
    /// answers every statement with an error.
    public func close() {
        state.withLock { $0.close() }
    }

    public var isClosed: Bool {
        state.withLock { $0.handle == nil }
    }

    deinit {
        state.withLock { $0.close() }
    }
}

extension SQLiteConnection {
    /// The handle and its kept statements; only ever touched under the lock.
    struct State: ~Copyable {
        var handle: OpaquePointer?
        var kept: [String: PreparedStatement] = [:]
        /// Answers kept until the data changes, with the data version they were read at.
        var answers: [AnswerKey: (version: UInt32, rows: [SQLiteRow])] = [:]
        /// The version after the loan's first statement; `nil` until it has run.
        var firstVersionOfLoan: UInt32?
        /// How long a statement waits for another connection's lock, in milliseconds.
        private(set) var lockWait: Int32 = 0
        /// How many queries moved off the caller's thread (`SQLiteConnection.movedQueries`).
        private(set) var movedQueries = 0
        private var statementsInLoan = 0
        /// The running statement's deadline and, for a query, its cancellation, which
        /// SQLite's progress handler looks at.
        let watch = StatementWatch()

        struct AnswerKey: Hashable {
            let sql: String
            let bindings: [SQLiteData]
        }

        init(handle: OpaquePointer) {
            self.handle = handle
        }

        /// Whether a transaction is open: `BEGIN` ran and no `COMMIT` or `ROLLBACK` since.
        var isInTransaction: Bool {
            handle.map { sqlite3_get_autocommit($0) == 0 } ?? false
        }

        /// Has SQLite ask `watch`, every thousand steps of a statement, whether to stop it.
        /// The watch lives as long as the handle: both go with this state.
        func watchProgress() {
            guard let handle else { return }
            sqlite3_progress_handler(handle, 1_000, { context in
                guard let context else { return 0 }
                return Unmanaged<StatementWatch>.fromOpaque(context).takeUnretainedValue().shouldStop ? 1 : 0
            }, Unmanaged.passUnretained(watch).toOpaque())
        }

        mutating func waitForLocks(upTo limit: Duration) {
            let limit = max(.zero, limit).components
            lockWait = Int32(clamping: min(limit.seconds, 1_000_000) * 1_000 + limit.attoseconds / 1_000_000_000_000_000)
            if let handle { sqlite3_busy_timeout(handle, lockWait) }
        }

        mutating func loanStarted() {
            statementsInLoan = 0
            firstVersionOfLoan = nil
        }

        /// Runs `sql`; `onCaller`, on the caller's thread, where only a query runs, and only
        /// for `callerThreadBudget` (else it throws `SQLiteError.movesToOwnThread`).
        mutating func run(_ sql: String, _ bindings: [SQLiteData], cancellation: StatementCancellation, onCaller: Bool) throws(SQLiteError) -> [SQLiteRow] {
            watch.onCaller = onCaller
            // On the caller's thread a lock is not waited for: a query that meets one moves.
            let waitsForLocks = onCaller && lockWait > 0
            if waitsForLocks, let handle { sqlite3_busy_timeout(handle, 0) }
            defer { if waitsForLocks, let handle { sqlite3_busy_timeout(handle, lockWait) } }
            let rows = try prepareAndRun(sql, bindings, cancellation: cancellation)
            statementsInLoan += 1
            if statementsInLoan == 1 { firstVersionOfLoan = dataVersion }
            return rows
        }

        private mutating func prepareAndRun(_ sql: String, _ bindings: [SQLiteData], cancellation: StatementCancellation) throws(SQLiteError) -> [SQLiteRow] {
            watch.start()
            defer { watch.stop() }
            do {
                return try prepareAndStep(sql, bindings, cancellation: cancellation)
            } catch {
                let interrupted = error.code & 0xFF == SQLITE_INTERRUPT
                switch watch.stoppedFor {
                // A read-only query asked to move runs again elsewhere, whatever it answered.
                case .callerThreadBudgetSpent:
                    return try moved()
                case .limit(let limit) where interrupted:
                    throw SQLiteError(code: error.code, message: "the statement ran past its limit of \(limit) and was stopped")
                case .cancellation where interrupted:
                    throw SQLiteError(code: error.code, message: "the statement was stopped: the task that ran it was cancelled")
                // One that met a lock on the caller's thread moves too, to wait for it there.
                case _ where watch.onCaller && lockWait > 0 && error.code & 0xFF == SQLITE_BUSY:
                    return try moved()
                default:
                    throw error
                }
            }
        }

        /// Counts a query that moves off the caller's thread, and says it moves.
        private mutating func moved() throws(SQLiteError) -> [SQLiteRow] {
            movedQueries += 1
            throw .movesToOwnThread
        }

        private mutating func prepareAndStep(_ sql: String, _ bindings: [SQLiteData], cancellation: StatementCancellation) throws(SQLiteError) -> [SQLiteRow] {
            guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed") }
            if let statement = kept[sql] { return try run(statement, bindings, on: handle, cancellation: cancellation) }
            let statement = try PreparedStatement(sql, on: handle, kept: kept.count < SQLiteConnection.keptStatementLimit)
            guard statement.isKept else {
                defer { statement.finalize() }
                return try run(statement, bindings, on: handle, cancellation: cancellation)
            }
            kept[sql] = statement
            return try run(statement, bindings, on: handle, cancellation: cancellation)
        }

        /// Runs `statement`, stopped at SQLite's next look once `cancellation` is requested
        /// if it is a query; anything else runs to its end.
        private func run(
            _ statement: PreparedStatement, _ bindings: [SQLiteData], on handle: OpaquePointer, cancellation: StatementCancellation
        ) throws(SQLiteError) -> [SQLiteRow] {
            // Only a query may be stopped on the caller's thread and run again elsewhere.
            if watch.onCaller, !statement.isQuery { throw .movesToOwnThread }
            watch.cancellation = statement.isQuery ? cancellation : nil
            return try statement.run(bindings, on: handle)
        }

        /// The data version as this connection last saw it; `nil` once closed.
        var dataVersion: UInt32? {
            var version: UInt32 = 0
            guard let handle, sqlite3_file_control(handle, "main", SQLITE_FCNTL_DATA_VERSION, &version) == SQLITE_OK else { return nil }
            return version
        }

        /// An answer read at the version this loan sees is still the answer. A statement
        /// earlier in the loan brought the version up to date as of its read (and an answer
        /// kept at it agrees with what that statement saw); with none, `PRAGMA
        /// data_version` starts a read, which counts every commit made since.
        mutating func runKept(_ sql: String, _ bindings: [SQLiteData], cancellation: StatementCancellation, onCaller: Bool) throws(SQLiteError) -> [SQLiteRow] {
            if statementsInLoan == 0 { _ = try run("PRAGMA data_version", [], cancellation: cancellation, onCaller: onCaller) }
            guard let version = dataVersion else { return try run(sql, bindings, cancellation: cancellation, onCaller: onCaller) }
            let key = AnswerKey(sql: sql, bindings: bindings)
            if let answer = answers[key], answer.version == version { return answer.rows }
            let rows = try run(sql, bindings, cancellation: cancellation, onCaller: onCaller)
            // A commit between the look at the version and the read moves the version: the
            // rows are then newer than that version, and are not kept.
            guard dataVersion == version else { return rows }
            if answers.count >= SQLiteConnection.keptAnswerLimit { answers.removeAll(keepingCapacity: true) }
            answers[key] = (version, rows)
            return rows
        }

        mutating func close() {
            answers = [:]
            for statement in kept.values { statement.finalize() }
            kept = [:]
            sqlite3_close_v2(handle)
            handle = nil
        }
    }
}


/// When the statement running on a connection must stop: its start plus the connection's
/// limit, or at once once the query's task is cancelled; and a query on the caller's
/// thread, its start plus `callerThreadBudget`, to move. Only the thread running the
/// statement touches it, under the connection's lock, and SQLite's progress handler on
/// that thread reads it; only the flag of its `cancellation` is set from elsewhere.
final class StatementWatch {
    enum Reason {
        case limit(Duration)
        case cancellation
        case callerThreadBudgetSpent
    }

    var limit: Duration?
    /// Whether the statement runs on the caller's thread, within `callerThreadBudget`.
    var onCaller = false
    /// The running query's, which its task's cancellation requests; `nil` for any other
    /// statement, which runs to its end.
    var cancellation: StatementCancellation?
    /// In `DispatchTime`'s nanoseconds; `nil` while no bounded statement runs.
    private var deadline: UInt64?
    /// When a query on the caller's thread moves, in the same nanoseconds; `nil` elsewhere.
    private var moveAt: UInt64?
    /// Why the running statement was stopped, if it was.
    private(set) var stoppedFor: Reason?

    func start() {
        stoppedFor = nil
        let now = DispatchTime.now().uptimeNanoseconds
        deadline = limit.map { limit in
            // At most a year, so that the sum cannot overflow.
            now + UInt64(min(limit, .seconds(31_536_000)) / .nanoseconds(1))
        }
        moveAt = onCaller ? now + UInt64(SQLiteConnection.callerThreadBudget / .nanoseconds(1)) : nil
    }

    func stop() {
        deadline = nil
        moveAt = nil
        cancellation = nil
    }

    var shouldStop: Bool {
        if cancellation?.isRequested == true {
            stoppedFor = .cancellation
            return true
        }
        guard deadline != nil || moveAt != nil else { return false }
        let now = DispatchTime.now().uptimeNanoseconds
        if let moveAt, now > moveAt {
            stoppedFor = .callerThreadBudgetSpent
            return true
        }
        guard let deadline, let limit, now > deadline else { return false }
        stoppedFor = .limit(limit)
        return true
    }
}

/// Whether the task of one query was cancelled: requested from the thread that cancels
/// it, read by SQLite's progress handler on the statement's. One per query, so that no
/// cancellation reaches another query on the same connection.
final class StatementCancellation: Sendable {
    private let requested = Atomic<Bool>(false)

    func request() {
        requested.store(true, ordering: .relaxed)
    }

    var isRequested: Bool {
        requested.load(ordering: .relaxed)
    }
}
