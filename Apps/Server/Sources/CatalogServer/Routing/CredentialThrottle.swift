import Synchronization

/// Counts each client's failed credentials (a wrong sign-in token, a wrong bearer token)
/// and turns a client away once it has failed too often lately, so that a token cannot be
/// guessed at the server's speed. A try let in by `attempt(from:)` counts as a failure
/// until it is forgiven, so that tries sent all at once meet the same limit as tries sent
/// one after another. A client is counted by `ClientAddress.network`: an IPv6 client by
/// its /64, so that cycling through the addresses it has is no way around the limit.
///
/// Its memory is bounded, and no count is dropped while it holds a failure within the
/// window, so that cycling through more networks than it remembers resets nothing. It
/// remembers `maximumClients` clients; while they are all live, a new client is counted
/// with the others of its wider network (`ClientAddress.wideNetwork`: an IPv6 /48, an
/// IPv4 /24), of which it remembers as many; while those are all live too, with every
/// other client. So whoever holds many /64s fills the first table and then shares one
/// count for its /48, while a newcomer from elsewhere keeps a count of its own network's;
/// only a client with thousands of /48s reaches the last count. While a wider network's
/// count turns its clients away, a client of it that has no count of its own stays
/// there, so a place freed meanwhile gives it no fresh tries. An entry goes once its
/// failures have all left the window (the least recently failed first), or at once when
/// a sign-in that succeeded takes back its last failure within the window.
public final class CredentialThrottle: Sendable {
    /// How many failures a client may have within `window` before it is turned away.
    public let allowedFailures: Int
    public let window: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state: Mutex<Counts>

    public init(
        allowedFailures: Int = 10,
        window: Duration = .seconds(60),
        maximumClients: Int = 10_000,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        precondition(allowedFailures >= 1, "a client may fail at least once")
        self.allowedFailures = allowedFailures
        self.window = window
        self.now = now
        state = Mutex(Counts(clients: Table(capacity: maximumClients), networks: Table(capacity: maximumClients)))
    }

    /// Whose count a failure is: its client's, its wider network's, or everyone else's.
    enum Counter: Hashable, Sendable {
        case client(String)
        case network(String)
        case everyoneElse
    }

    /// An attempt let in: counted as a failure until `forgive(_:)` says it succeeded.
    public struct Attempt: Sendable {
        let counter: Counter
        let time: ContinuousClock.Instant
    }

    /// How long `client` must wait before it may try again, or nil if it may now.
    public func wait(for client: String) -> Duration? {
        let now = now()
        return state.withLock { counts in
            counts[counter(for: client, in: counts, now: now)].flatMap { wait(in: $0, now: now) }
        }
    }

    /// Lets `client` try, counting the try as a failure until it is forgiven; or how long
    /// it must wait first.
    public func attempt(from client: String) -> Result<Attempt, TurnedAway> {
        let now = now()
        return state.withLock { counts in
            let counter = counter(for: client, in: counts, now: now)
            if let wait = counts[counter].flatMap({ wait(in: $0, now: now) }) { return .failure(TurnedAway(wait: wait)) }
            record(counter, at: now, in: &counts)
            return .success(Attempt(counter: counter, time: now))
        }
    }

    /// Takes back the failure `attempt` was counted as: it succeeded.
    public func forgive(_ attempt: Attempt) {
        let now = now()
        state.withLock { $0.takeBack(attempt.time, from: attempt.counter) { now - $0 < window } }
    }

    /// Whether turning `client` away now is worth a line of the log: once a `window` for
    /// each count, so that a client turned away for every request it sends writes a line a
    /// minute, not a line a request (and the clients that share a count, one between them).
    public func logsTurnAway(of client: String) -> Bool {
        let now = now()
        return state.withLock { counts in
            let counter = counter(for: client, in: counts, now: now)
            guard var entry = counts[counter] else { return true }
            if let logged = entry.turnAwayLogged, now - logged < window { return false }
            entry.turnAwayLogged = now
            counts[counter] = entry
            return true
        }
    }

    /// Counts a failed credential from `client`.
    public func recordFailure(from client: String) {
        let now = now()
        state.withLock { counts in record(counter(for: client, in: counts, now: now), at: now, in: &counts) }
    }

    /// Why a client may not try now: it must wait this long.
    public struct TurnedAway: Error {
        public let wait: Duration
    }

    // MARK: - Counts

    private struct Entry {
        var times: [ContinuousClock.Instant] = []
        /// When turning this count's clients away was last worth a line of the log.
        var turnAwayLogged: ContinuousClock.Instant?
    }

    /// Up to `capacity` counts by key, in the order they last failed.
    private struct Table {
        let capacity: Int
        var entries: [String: (entry: Entry, handle: RecencyList<String>.Handle)] = [:]
        var order = RecencyList<String>()

        /// Whether `key` has a count here or may get one: there is room, or the count that
        /// failed least recently holds no failure within `window` and can go.
        func takes(_ key: String, now: ContinuousClock.Instant, window: Duration) -> Bool {
            guard entries[key] == nil, order.count >= capacity else { return true }
            guard let least = order.leastRecent, let entry = entries[least.key]?.entry else { return false }
            return !entry.times.contains { now - $0 < window }
        }

        mutating func recordFailure(_ key: String, times: [ContinuousClock.Instant]) {
            if let kept = entries[key] {
                order.use(kept.handle)
                entries[key]?.entry.times = times
                return
            }
            if order.count >= capacity, let least = order.leastRecent {
                order.remove(least.handle)
                entries[least.key] = nil
            }
            entries[key] = (Entry(times: times), order.add(key))
        }

        mutating func remove(_ key: String) {
            guard let kept = entries.removeValue(forKey: key) else { return }
            order.remove(kept.handle)
        }
    }

    private struct Counts {
        var clients: Table
        var networks: Table
        var everyoneElse = Entry()

        subscript(counter: Counter) -> Entry? {
            get {
                switch counter {
                case .client(let key): clients.entries[key]?.entry
                case .network(let key): networks.entries[key]?.entry
                case .everyoneElse: everyoneElse
                }
            }
            set {
                guard let newValue else { return }
                switch counter {
                case .client(let key): clients.entries[key]?.entry = newValue
                case .network(let key): networks.entries[key]?.entry = newValue
                case .everyoneElse: everyoneElse = newValue
                }
            }
        }

        /// Takes `time` back from `counter`'s failures; a client's or a network's count left
        /// with none that `isLive`, within the window, goes, so that it frees its place.
        mutating func takeBack(_ time: ContinuousClock.Instant, from counter: Counter, isLive: (ContinuousClock.Instant) -> Bool) {
            guard var entry = self[counter], let index = entry.times.lastIndex(of: time) else { return }
            entry.times.remove(at: index)
            switch (counter, !entry.times.contains(where: isLive)) {
            case (.client(let key), true): clients.remove(key)
            case (.network(let key), true): networks.remove(key)
            default: self[counter] = entry
            }
        }
    }

    /// Whose count `client`'s failures go to now.
    private func counter(for client: String, in counts: Counts, now: ContinuousClock.Instant) -> Counter {
        let own = ClientAddress.network(client)
        if counts.clients.entries[own] != nil { return .client(own) }
        let wide = ClientAddress.wideNetwork(client)
        // A network turned away keeps its clients that have no count of their own.
        if let shared = counts.networks.entries[wide]?.entry, wait(in: shared, now: now) != nil { return .network(wide) }
        if counts.clients.takes(own, now: now, window: window) { return .client(own) }
        if counts.networks.takes(wide, now: now, window: window) { return .network(wide) }
        return .everyoneElse
    }

    private func wait(in entry: Entry, now: ContinuousClock.Instant) -> Duration? {
        let times = entry.times.filter { now - $0 < window }
        guard times.count >= allowedFailures, let oldest = times.first else { return nil }
        return window - (now - oldest)
    }

    private func record(_ counter: Counter, at now: ContinuousClock.Instant, in counts: inout Counts) {
        let times: [ContinuousClock.Instant] = (counts[counter]?.times ?? []).filter { now - $0 < window }.suffix(allowedFailures - 1) + [now]
        switch counter {
        case .client(let key): counts.clients.recordFailure(key, times: times)
        case .network(let key): counts.networks.recordFailure(key, times: times)
        case .everyoneElse: counts.everyoneElse.times = times
        }
    }
}
