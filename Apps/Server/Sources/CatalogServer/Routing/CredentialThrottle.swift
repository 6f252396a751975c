import Synchronization

/// Counts each client's failed credentials (a wrong sign-in token, a wrong bearer token)
/// and turns a client away once it has failed too often lately, so that a token cannot be
/// guessed at the server's speed. A try let in by `attempt(from:)` counts as a failure
/// until it is forgiven, so that tries sent all at once meet the same limit as tries sent
/// one after another. A client is counted by `ClientAddress.network`: an IPv6 client by
/// its /64, so that cycling through the addresses it has is no way around the limit.
/// It remembers a bounded number of clients. A client's count is never dropped while it
/// holds a failure within the window: once the table is full of such clients, every
/// other client is counted in one shared count (`overflow`), so that no number of
/// networks takes guesses past `maximumClients + 1` limits a window. Meanwhile a new
/// client's credentials wait with that crowd's; the clients already counted, and reads,
/// are not held up. A client whose failures have all left the window makes room.
public final class CredentialThrottle: Sendable {
    /// How many failures a client may have within `window` before it is turned away.
    public let allowedFailures: Int
    public let window: Duration
    private let maximumClients: Int
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(Clients())

    private struct Entry {
        var times: [ContinuousClock.Instant]
        /// Its place in the order of failures; none for `overflow`, which is never dropped.
        let handle: RecencyList<String>.Handle?
        /// When turning this client away was last worth a line of the log.
        var turnAwayLogged: ContinuousClock.Instant?
    }

    private struct Clients {
        var failures: [String: Entry] = [:]
        var recency = RecencyList<String>()
    }

    public init(
        allowedFailures: Int = 10,
        window: Duration = .seconds(60),
        maximumClients: Int = 10_000,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.allowedFailures = allowedFailures
        self.window = window
        self.maximumClients = maximumClients
        self.now = now
    }

    /// What the clients the table has no room for are counted as: no address is written so.
    static let overflow = "*"

    /// An attempt let in: counted as a failure until `forgive(_:)` says it succeeded.
    public struct Attempt: Sendable {
        let client: String
        let time: ContinuousClock.Instant
    }

    /// How long `client` must wait before it may try again, or nil if it may now.
    public func wait(for client: String) -> Duration? {
        let network = ClientAddress.network(client)
        let now = now()
        return state.withLock { state in
            Self.wait(for: key(for: network, in: state, now: now), in: state, now: now, window: window, allowed: allowedFailures)
        }
    }

    /// Lets `client` try, counting the try as a failure until it is forgiven; or how long
    /// it must wait first.
    public func attempt(from client: String) -> Result<Attempt, TurnedAway> {
        let network = ClientAddress.network(client)
        let now = now()
        return state.withLock { state in
            let client = key(for: network, in: state, now: now)
            if let wait = Self.wait(for: client, in: state, now: now, window: window, allowed: allowedFailures) {
                return .failure(TurnedAway(wait: wait))
            }
            record(client, at: now, in: &state)
            return .success(Attempt(client: client, time: now))
        }
    }

    /// Takes back the failure `attempt` was counted as: it succeeded.
    public func forgive(_ attempt: Attempt) {
        state.withLock { state in
            guard var entry = state.failures[attempt.client], let index = entry.times.lastIndex(of: attempt.time) else { return }
            entry.times.remove(at: index)
            state.failures[attempt.client] = entry
        }
    }

    /// Whether turning `client` away now is worth a line of the log: once a `window`, so
    /// that a client turned away for every request it sends writes a line a minute, not a
    /// line a request.
    public func logsTurnAway(of client: String) -> Bool {
        let network = ClientAddress.network(client)
        let now = now()
        return state.withLock { state in
            let client = key(for: network, in: state, now: now)
            guard var entry = state.failures[client] else { return true }
            if let logged = entry.turnAwayLogged, now - logged < window { return false }
            entry.turnAwayLogged = now
            state.failures[client] = entry
            return true
        }
    }

    /// Counts a failed credential from `client`.
    public func recordFailure(from client: String) {
        let network = ClientAddress.network(client)
        let now = now()
        state.withLock { state in record(key(for: network, in: state, now: now), at: now, in: &state) }
    }

    /// Why a client may not try now: it must wait this long.
    public struct TurnedAway: Error {
        public let wait: Duration
    }

    private static func wait(for client: String, in state: Clients, now: ContinuousClock.Instant, window: Duration, allowed: Int) -> Duration? {
        guard let times = state.failures[client]?.times.filter({ now - $0 < window }), times.count >= allowed,
              let oldest = times.first else { return nil }
        return window - (now - oldest)
    }

    /// What `network`'s failures are counted under: its own count, unless the table is full
    /// of clients with a failure within the window and it is not one of them.
    private func key(for network: String, in state: Clients, now: ContinuousClock.Instant) -> String {
        guard state.failures[network] == nil, state.recency.count >= maximumClients, let least = state.recency.leastRecent,
              state.failures[least.key]?.times.contains(where: { now - $0 < window }) == true else { return network }
        return Self.overflow
    }

    private func record(_ client: String, at now: ContinuousClock.Instant, in state: inout Clients) {
        if var entry = state.failures[client] {
            entry.times = entry.times.filter { now - $0 < window }.suffix(allowedFailures - 1) + [now]
            if let handle = entry.handle { state.recency.use(handle) }
            state.failures[client] = entry
            return
        }
        guard client != Self.overflow else {
            state.failures[client] = Entry(times: [now], handle: nil)
            return
        }
        // The least recent client's failures have all left the window (`key(for:in:now:)`).
        if state.recency.count >= maximumClients, let least = state.recency.leastRecent {
            state.recency.remove(least.handle)
            state.failures[least.key] = nil
        }
        state.failures[client] = Entry(times: [now], handle: state.recency.add(client))
    }
}
