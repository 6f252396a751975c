import Hummingbird
import NIOCore
import Synchronization

/// Rendered answers, kept for a short time so that a page asked for again is served
/// without running the layers behind it.
///
/// - Freshness: an answer is served for `maxAge` after it was rendered, so a change to
///   the catalog shows on every page within `maxAge`.
/// - Only `200 OK` answers with a known length are kept: errors, and a database that is
///   unavailable for a moment, are rendered anew every time. Nor is an answer that is not
///   everyone's (`forbidsStoring`: `Cache-Control: no-store`, as a page drawn without a
///   part it could not read says, or `private`, a cookie set, a `Vary`), though the
///   requests that waited for its render get it too; nor one whose request was cancelled
///   while it rendered.
/// - Bounded, whatever the URLs: at most `maximumEntries` answers, whose keys, headers
///   and bodies (the memory each body takes, and a fixed overhead each) add up to at
///   most `maximumBytes`. When the next answer does not fit, it is kept only if its key
///   was asked for more often, before the request that rendered it, than the least
///   recently used answer's (`FrequencySketch`), and then the least recently used ones
///   go, one step each; an answer larger than the whole budget is served but not kept.
///   Expired answers are forgotten as new ones come in, in the order they were kept.
/// - One render per key: requests that miss while the same key is being rendered wait
///   for that answer instead of rendering it again. Once the cache is emptied (a write),
///   no request gets the answer of a render begun before: those waiting render their own.
///   A waiting request whose client leaves stops waiting at once.
/// - A request spelt exactly as one that was keyed to a kept answer before is answered
///   by its spelling alone (`answer(spelledExactly:)`), without its route being read
///   again: up to four spellings of at most 2 KiB are remembered per answer, their bytes
///   counted in its cost.
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
    /// The most bytes kept at once, keys, headers and overhead included.
    public let maximumBytes: Int
    /// The most answers kept at once.
    public let maximumEntries: Int
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state: Mutex<KeptAnswers>
    /// The number the next request to wait for a render is known by.
    private let nextWaiter = Atomic<Int>(0)

    private enum Lookup {
        case hit(CachedResponse)
        case render(generation: Int)
        case wait
    }

    /// - Parameter now: the clock's reading; tests pass one they move by hand.
    public init(
        maxAge: Duration = .seconds(1),
        maximumBytes: Int = 32 << 20,
        maximumEntries: Int = 20_000,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.maxAge = maxAge
        self.maximumBytes = maximumBytes
        self.maximumEntries = maximumEntries
        self.now = now
        state = Mutex(KeptAnswers(expectedEntries: maximumEntries))
    }

    /// What keeping an answer costs against `maximumBytes`: its key, headers and the memory
    /// its body takes (`bodyBytes`), and a fixed overhead for the bookkeeping around them.
    public static func cost(key: String, headers: HTTPFields, bodyBytes: Int) -> Int {
        key.utf8.count + bodyBytes + headers.reduce(0) { $0 + $1.name.rawName.utf8.count + $1.value.utf8.count + 4 } + 256
    }

    /// Whether an answer is not the same for everyone who asks its route, so that it is
    /// never kept: one that says no cache may keep it (`Cache-Control: no-store`), or that
    /// it is for its client alone (`private`), or that sets a cookie, or that varies with
    /// a request's header (`Vary`), none of which the key holds.
    static func forbidsStoring(_ headers: HTTPFields) -> Bool {
        guard headers[.setCookie] == nil, headers[.vary] == nil else { return true }
        return headers[values: .cacheControl].contains { value in
            value.lowercased().split(separator: ",").contains { directive in
                let words = directive.split(whereSeparator: { $0 == " " || $0 == "\t" })
                return words == ["no-store"] || words == ["private"]
            }
        }
    }

    public var statistics: Statistics {
        state.withLock(\.statistics)
    }

    /// How many answers are kept, and what they cost.
    public var usage: (entries: Int, bytes: Int) {
        state.withLock { ($0.entries, $0.bytes) }
    }

    /// How many spellings are remembered, all answers together.
    var rememberedSpellings: Int {
        state.withLock(\.spellings.count)
    }

    /// Forgets every kept answer. Renders in progress finish but keep nothing, and the
    /// requests waiting for one render their own, as every later request for its key does.
    public func removeAll() {
        let waiting = state.withLock { $0.removeAll() }
        for waiter in waiting { waiter.resume(returning: .nothing) }
    }

    /// The fresh answer a request spelt exactly `target` was keyed to before, if it is
    /// still kept and its spelling remembered: the grammar reads a spelling the same way
    /// every time, so it is that request's answer. Counted as a hit; `nil` otherwise.
    public func answer(spelledExactly target: String) -> Response? {
        guard maxAge > .zero, target.utf8.count <= KeptAnswers.longestSpelling else { return nil }
        let now = now()
        return state.withLock { state in
            guard let key = state.spellings[target], let answer = state.hit(key, at: now) else { return nil }
            state.frequencies.add(key, kept: state.entries)
            return answer.response
        }
    }

    /// The fresh answer kept for `key`, or the one `render` makes, kept if it may be.
    /// `target`, the request's own spelling of its address, is remembered as naming it
    /// (see `answer(spelledExactly:)`).
    /// A render whose request is cancelled (its client left) hands its turn to one of the
    /// requests waiting for it, so that they still share one render.
    public func response(for key: String, spelledAs target: String? = nil, render: () async throws -> Response) async throws -> Response {
        guard maxAge > .zero else { return try await render() }
        while true {
            switch lookUp(key, spelledAs: target) {
            case .hit(let cached):
                return cached.response
            case .wait:
                switch await answerBeingRendered(for: key) {
                case .kept(let cached), .shared(let cached):
                    return cached.response
                case .lookAgain:
                    try Task.checkCancellation()
                    continue // the next in line renders
                case .nothing:
                    try Task.checkCancellation()
                    state.withLock { $0.statistics.renders += 1 } // that render kept nothing: make one's own
                    return try await render()
                }
            case .render(let generation):
                do {
                    let response = try await render()
                    // Its request was cancelled (its client left) while it rendered: what it
                    // made may lack what the cancellation stopped, so one that waits renders anew.
                    guard !Task.isCancelled else {
                        finish(key, with: .lookAgain, generation: generation, spelledAs: target)
                        return response
                    }
                    // A streamed body (no length) could be any size: it is passed on, never read in.
                    guard response.status == .ok, let length = response.body.contentLength, length <= maximumBytes else {
                        finish(key, with: .nothing, generation: generation, spelledAs: target)
                        return response
                    }
                    let cached = try await CachedResponse(response)
                    let outcome: KeptAnswers.RenderOutcome = Self.forbidsStoring(response.headers) ? .shared(cached) : .kept(cached)
                    finish(key, with: outcome, generation: generation, spelledAs: target)
                    return cached.response
                } catch {
                    finish(key, with: Task.isCancelled ? .lookAgain : .nothing, generation: generation, spelledAs: target)
                    throw error
                }
            }
        }
    }

    private func lookUp(_ key: String, spelledAs target: String?) -> Lookup {
        let now = now()
        return state.withLock { state in
            state.frequencies.add(key, kept: state.entries)
            if let answer = state.hit(key, at: now) {
                if let target { state.learn(target, names: key, bytes: maximumBytes) }
                return .hit(answer)
            }
            switch state.slots[key] {
            case .rendering(let generation, _) where generation == state.generation:
                return .wait // counted as it joins the render
            case .fresh: // expired
                state.forget(key)
                fallthrough
            case nil, .rendering: // a render begun before the cache was emptied may answer from before a write
                state.statistics.renders += 1
                state.slots[key] = .rendering(generation: state.generation, waiters: KeptAnswers.Waiters())
                return .render(generation: state.generation)
            }
        }
    }

    /// Waits for the render in progress for `key`, and says what it left. A request is
    /// counted as waiting once it is in line, so that a count of waits says who has been
    /// in line. One whose task is cancelled (its client left) leaves the line at once, or
    /// never joins it, with `.lookAgain`, and its caller throws.
    private func answerBeingRendered(for key: String) async -> KeptAnswers.RenderOutcome {
        let number = nextWaiter.add(1, ordering: .relaxed).newValue
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { state in
                    switch state.slots[key] {
                    case .rendering(let generation, let waiters) where generation == state.generation:
                        // A cancellation before it joins finds no one to take out of line.
                        if Task.isCancelled {
                            continuation.resume(returning: .lookAgain)
                        } else {
                            state.statistics.waits += 1
                            waiters.add(continuation, as: number)
                        }
                    case .fresh(let kept):
                        state.statistics.waits += 1
                        continuation.resume(returning: .kept(kept.answer)) // it finished in between
                    case nil, .rendering: // it finished, or the cache was emptied, before this request joined it
                        continuation.resume(returning: .lookAgain)
                    }
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<KeptAnswers.RenderOutcome, Never>? in
                guard case .rendering(_, let waiters) = state.slots[key] else { return nil }
                return waiters.remove(number)
            }
            waiter?.resume(returning: .lookAgain)
        }
    }

    private func finish(_ key: String, with outcome: KeptAnswers.RenderOutcome, generation: Int, spelledAs target: String?) {
        let waiters = state.withLock { state in
            // Read under the lock, so that answers are kept in the order they expire.
            let now = now()
            // A newer render's slot, or none: this one's waiters were let go when the cache was emptied.
            guard case .rendering(let begun, let waiters) = state.slots[key], begun == generation else {
                return [CheckedContinuation<KeptAnswers.RenderOutcome, Never>]()
            }
            state.slots[key] = nil
            state.forgetExpired(at: now)
            if case .kept(let cached) = outcome, generation == state.generation {
                let cost = Self.cost(key: key, headers: cached.headers, bodyBytes: cached.bodyMemory)
                if state.admits(key, cost: cost, bytes: maximumBytes, entries: maximumEntries),
                   state.makeRoom(for: cost, bytes: maximumBytes, entries: maximumEntries) {
                    state.keep(cached, for: key, cost: cost, expires: now + maxAge)
                    if let target { state.learn(target, names: key, bytes: maximumBytes) }
                }
            }
            return waiters.removeAll()
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }
}
