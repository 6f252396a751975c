/// Connections that are lent to one body at a time: a free one at once, else the first
/// to be given back, in the order they were asked for. A body that stops waiting (its
/// deadline passed, its task was cancelled) leaves the line, and a connection given back
/// goes to the next.
struct ConnectionQueue {
    /// How a waiting body is resumed: with a connection, or with none when it gave up.
    typealias Waiter = CheckedContinuation<SQLiteConnection?, Never>

    private var idle: [SQLiteConnection] = []
    /// In the order they joined, so also in the order of their deadlines (each worked out
    /// just before joining: to within the moment between the two).
    private var waiting: [(ticket: UInt64, deadline: ContinuousClock.Instant, waiter: Waiter)] = []
    /// Whether a task watches the line's deadlines (`expired`); one does while any body waits.
    private var watched = false
    /// Tickets given up before their body joined the line: it leaves as it joins.
    private var givenUp: Set<UInt64> = []
    private var nextTicket: UInt64 = 0

    /// A free connection, if there is one.
    mutating func take() -> SQLiteConnection? {
        idle.popLast()
    }

    /// The number a body waits under, for `giveUp`.
    mutating func ticket() -> UInt64 {
        defer { nextTicket += 1 }
        return nextTicket
    }

    /// A free connection for `ticket`'s body, else its place in the line until `deadline`:
    /// `lent` is `nil` when it waits, `.some(nil)` when it gave up already and is to be
    /// resumed with none; `watch` says that the caller must start the task that watches
    /// the line's deadlines, as none does.
    mutating func take(orWait waiter: Waiter, ticket: UInt64, until deadline: ContinuousClock.Instant) -> (lent: SQLiteConnection??, watch: Bool) {
        if givenUp.remove(ticket) != nil { return (.some(nil), false) }
        if let free = idle.popLast() { return (free, false) }
        waiting.append((ticket, deadline, waiter))
        defer { watched = true }
        return (nil, !watched)
    }

    /// Takes out of the line the bodies whose deadline is past at `now`, for the caller to
    /// resume with no connection outside any lock, and says when the next one's is; `nil`
    /// when no body waits, and then the watch ends.
    mutating func expired(at now: ContinuousClock.Instant) -> (waiters: [Waiter], next: ContinuousClock.Instant?) {
        let past = waiting.prefix { $0.deadline <= now }.count
        let waiters = waiting.prefix(past).map(\.waiter)
        waiting.removeFirst(past)
        if waiting.isEmpty { watched = false }
        return (waiters, waiting.first?.deadline)
    }

    /// Takes `ticket`'s body out of the line: its waiter, for the caller to resume with no
    /// connection outside any lock, or `nil` when it is not in the line (served already,
    /// or not in it yet: then it leaves as it joins).
    mutating func giveUp(_ ticket: UInt64) -> Waiter? {
        if let index = waiting.firstIndex(where: { $0.ticket == ticket }) { return waiting.remove(at: index).waiter }
        givenUp.insert(ticket)
        return nil
    }

    /// Forgets that `ticket` gave up, once its body has stopped waiting, served or not.
    mutating func served(_ ticket: UInt64) {
        givenUp.remove(ticket)
    }

    /// Keeps `connection` until asked, or hands it to the first who waits for it; the
    /// caller resumes that one, outside any lock.
    mutating func giveBack(_ connection: SQLiteConnection) -> Waiter? {
        if waiting.isEmpty {
            idle.append(connection)
            return nil
        }
        return waiting.removeFirst().waiter
    }

    /// How many connections are free, and how many bodies wait for one.
    var counts: (idle: Int, waiting: Int) { (idle.count, waiting.count) }
}
