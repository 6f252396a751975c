import Hummingbird
import NIOCore
import Synchronization

/// Rendered answers, kept for a short time so that a page asked for again is served
/// without running the layers behind it.
///
/// - Freshness: an answer is served for `maxAge` after it was rendered, so a change to
///   the catalog shows on every page within `maxAge`.
/// - Only `200 OK` answers with a known length are kept: errors, and a database that is
///   unavailable for a moment, are rendered anew every time.
/// - Bounded: the bodies kept add up to at most `maximumBytes`. When the next answer
///   does not fit, expired answers make room; if it still does not fit, it is served
///   but not kept.
/// - One render per key: requests that miss while the same key is being rendered wait
///   for that answer instead of rendering it again.
public final class ResponseCache: Sendable {
    /// What the cache has done so far.
    public struct Statistics: Equatable, Sendable {
        /// Requests answered with a kept answer.
        public var hits = 0
        /// Requests that ran the layers.
        public var renders = 0
        /// Requests that waited for another request's render of the same key.
        public var waits = 0

        public init(hits: Int = 0, renders: Int = 0, waits: Int = 0) {
            self.hits = hits
            self.renders = renders
            self.waits = waits
        }
    }

    /// How long an answer stays fresh.
    public let maxAge: Duration
    /// The most bytes of bodies kept at once.
    public let maximumBytes: Int
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(State())

    private struct State {
        var slots: [String: Slot] = [:]
        var bytes = 0
        var statistics = Statistics()
        /// Counts `removeAll()`s: a render that began before one keeps nothing.
        var generation = 0

        /// Makes room for `size` more bytes by dropping expired answers; false if there is none.
        mutating func makeRoom(for size: Int, budget: Int, at now: ContinuousClock.Instant) -> Bool {
            if bytes + size > budget {
                for (key, slot) in slots {
                    guard case .fresh(let cached, let expires) = slot, expires <= now else { continue }
                    slots[key] = nil
                    bytes -= cached.body.readableBytes
                }
            }
            return bytes + size <= budget
        }
    }

    private enum Slot {
        case fresh(CachedResponse, expires: ContinuousClock.Instant)
        case rendering(waiters: [CheckedContinuation<CachedResponse?, Never>])
    }

    private enum Lookup {
        case hit(CachedResponse)
        case render(generation: Int)
        case wait
    }

    /// - Parameter now: the clock's reading; tests pass one they move by hand.
    public init(
        maxAge: Duration = .seconds(1),
        maximumBytes: Int = 32 << 20,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.maxAge = maxAge
        self.maximumBytes = maximumBytes
        self.now = now
    }

    public var statistics: Statistics {
        state.withLock(\.statistics)
    }

    /// Forgets every kept answer; renders in progress finish but keep nothing.
    public func removeAll() {
        state.withLock { state in
            for (key, slot) in state.slots {
                if case .fresh = slot { state.slots[key] = nil }
            }
            state.bytes = 0
            state.generation += 1
        }
    }

    /// The fresh answer kept for `key`, or the one `render` makes, kept if it may be.
    public func response(for key: String, render: () async throws -> Response) async throws -> Response {
        guard maxAge > .zero else { return try await render() }
        switch lookUp(key) {
        case .hit(let cached):
            return cached.response
        case .wait:
            if let cached = await answerBeingRendered(for: key) { return cached.response }
            state.withLock { $0.statistics.renders += 1 } // that render kept nothing: make one's own
            return try await render()
        case .render(let generation):
            do {
                let response = try await render()
                // A streamed body (no length) could be any size: it is passed on, never read in.
                guard response.status == .ok, let length = response.body.contentLength, length <= maximumBytes else {
                    finish(key, with: nil, generation: generation)
                    return response
                }
                let cached = try await CachedResponse(response)
                finish(key, with: cached, generation: generation)
                return cached.response
            } catch {
                finish(key, with: nil, generation: generation)
                throw error
            }
        }
    }

    private func lookUp(_ key: String) -> Lookup {
        let now = now()
        return state.withLock { state in
            switch state.slots[key] {
            case .fresh(let cached, let expires) where now < expires:
                state.statistics.hits += 1
                return .hit(cached)
            case .rendering:
                state.statistics.waits += 1
                return .wait
            case .fresh(let expired, _):
                state.statistics.renders += 1
                state.bytes -= expired.body.readableBytes
                state.slots[key] = .rendering(waiters: [])
                return .render(generation: state.generation)
            case nil:
                state.statistics.renders += 1
                state.slots[key] = .rendering(waiters: [])
                return .render(generation: state.generation)
            }
        }
    }

    /// Waits for the render in progress for `key`; nil if it made nothing to keep.
    private func answerBeingRendered(for key: String) async -> CachedResponse? {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                switch state.slots[key] {
                case .rendering(var waiters):
                    waiters.append(continuation)
                    state.slots[key] = .rendering(waiters: waiters)
                case .fresh(let cached, _):
                    continuation.resume(returning: cached) // it finished in between
                case nil:
                    continuation.resume(returning: nil)
                }
            }
        }
    }

    private func finish(_ key: String, with cached: CachedResponse?, generation: Int) {
        let now = now()
        let waiters = state.withLock { state in
            guard case .rendering(let waiters) = state.slots[key] else { return [CheckedContinuation<CachedResponse?, Never>]() }
            state.slots[key] = nil
            if let cached, generation == state.generation, state.makeRoom(for: cached.body.readableBytes, budget: maximumBytes, at: now) {
                state.slots[key] = .fresh(cached, expires: now + maxAge)
                state.bytes += cached.body.readableBytes
            }
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: cached) }
    }
}
