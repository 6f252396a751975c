import Synchronization

/// Counts each client's failed credentials (a wrong sign-in token, a wrong bearer token)
/// and turns a client away once it has failed too often lately, so that a token cannot be
/// guessed at the server's speed. It remembers a bounded number of clients, dropping the
/// one that failed least recently.
public final class CredentialThrottle: Sendable {
    /// How many failures a client may have within `window` before it is turned away.
    public let allowedFailures: Int
    public let window: Duration
    private let maximumClients: Int
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(Clients())

    private struct Clients {
        var failures: [String: (times: [ContinuousClock.Instant], handle: RecencyList<String>.Handle)] = [:]
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

    /// How long `client` must wait before it may try again, or nil if it may now.
    public func wait(for client: String) -> Duration? {
        let now = now()
        return state.withLock { state in
            guard let times = state.failures[client]?.times.filter({ now - $0 < window }), times.count >= allowedFailures,
                  let oldest = times.first else { return nil }
            return window - (now - oldest)
        }
    }

    /// Counts a failed credential from `client`.
    public func recordFailure(from client: String) {
        let now = now()
        state.withLock { state in
            if var entry = state.failures[client] {
                entry.times = entry.times.filter { now - $0 < window }.suffix(allowedFailures - 1) + [now]
                state.recency.use(entry.handle)
                state.failures[client] = entry
                return
            }
            if state.recency.count >= maximumClients, let least = state.recency.leastRecent {
                state.recency.remove(least.handle)
                state.failures[least.key] = nil
            }
            state.failures[client] = ([now], state.recency.add(client))
        }
    }
}
