/// Connections that are lent to one body at a time: a free one at once, else the first
/// to be given back, in the order they were asked for.
struct ConnectionQueue {
    private var idle: [SQLiteConnection] = []
    private var waiting: [CheckedContinuation<SQLiteConnection, Never>] = []

    /// A free connection, if there is one.
    mutating func take() -> SQLiteConnection? {
        idle.popLast()
    }

    /// Waits for the next connection given back.
    mutating func wait(_ continuation: CheckedContinuation<SQLiteConnection, Never>) {
        waiting.append(continuation)
    }

    /// Keeps `connection` until asked, or hands back the first who waits for it; the
    /// caller resumes that one, outside any lock.
    mutating func giveBack(_ connection: SQLiteConnection) -> CheckedContinuation<SQLiteConnection, Never>? {
        if waiting.isEmpty {
            idle.append(connection)
            return nil
        }
        return waiting.removeFirst()
    }

    /// How many connections are free, and how many bodies wait for one.
    var counts: (idle: Int, waiting: Int) { (idle.count, waiting.count) }
}
