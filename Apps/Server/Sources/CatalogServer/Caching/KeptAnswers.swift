/// What a `ResponseCache` holds, under its lock: the answers kept and being rendered by
/// key, the requests' spellings known to name each, the order they were last used in
/// (for eviction) and the order they were kept in (for expiry: every answer lives as
/// long as the others, so the oldest kept expires first). Each step is constant time.
struct KeptAnswers {
    enum Slot {
        case fresh(Kept)
        /// A render in progress, begun when the cache's `generation` was `generation`.
        case rendering(generation: Int, waiters: Waiters)
    }

    /// The requests waiting for a render, in a box of their own, so that each one more
    /// joins in place rather than copying the list under the lock; each by a number of its
    /// own, so that one whose client leaves can be taken out of line.
    final class Waiters {
        private var waiting: [Int: CheckedContinuation<RenderOutcome, Never>] = [:]

        func add(_ waiter: CheckedContinuation<RenderOutcome, Never>, as number: Int) {
            waiting[number] = waiter
        }

        /// The waiter numbered `number`, out of line, if it is still in it.
        func remove(_ number: Int) -> CheckedContinuation<RenderOutcome, Never>? {
            waiting.removeValue(forKey: number)
        }

        /// Every waiter, out of line.
        func removeAll() -> [CheckedContinuation<RenderOutcome, Never>] {
            defer { waiting = [:] }
            return Array(waiting.values)
        }
    }

    /// What a render left for the requests that waited for it.
    enum RenderOutcome {
        /// Its answer, kept: theirs too.
        case kept(CachedResponse)
        /// Its answer, which says no cache may keep it (`no-store`): theirs too, and kept
        /// for no one after them.
        case shared(CachedResponse)
        /// Nothing to share (an error, an answer never kept, or the cache was emptied
        /// meanwhile): each renders its own.
        case nothing
        /// Its request was cancelled (its client left) before it made anything, or it
        /// ended before this request joined it: look again, so that one of them renders
        /// in its place, for the others to wait for. Also what a request whose own client
        /// left hears at once, rather than wait for an answer it would not send.
        case lookAgain
    }

    struct Kept {
        let answer: CachedResponse
        let expires: ContinuousClock.Instant
        /// The answer's bytes and bookkeeping, and its spellings'.
        var cost: Int
        /// Where it stands in `recency`, and in `keptOrder`.
        let handle: RecencyList<String>.Handle
        let keptHandle: RecencyList<String>.Handle
        /// The requests' own spellings of the address (the key's among them, once a
        /// request spells it so) that were keyed to this answer: each names its route, so
        /// a request spelt so is answered without its route being read again.
        var spellings: [String] = []
    }

    /// The most spellings kept for one answer: enough for the few ways clients spell a
    /// popular address, and no more, whoever sends what.
    static let maximumSpellings = 4
    /// The longest spelling remembered or looked up, in bytes: a longer address is read by
    /// the grammar every time, so that no one makes the cache hash tens of kilobytes
    /// under its lock.
    static let longestSpelling = 2_048

    /// What remembering `spelling` for `key` costs against the budget: both strings (the
    /// map holds its own copy of the key) and the bookkeeping around them.
    static func cost(ofSpelling spelling: String, key: String) -> Int {
        spelling.utf8.count + key.utf8.count + 64
    }

    var slots: [String: Slot] = [:]
    /// The key of the answer each remembered spelling names (`Kept.spellings`).
    private(set) var spellings: [String: String] = [:]
    var recency = RecencyList<String>()
    /// The keys in the order their answers were kept, oldest first (never used again, so
    /// never reordered): the next to expire leads, and a dropped answer leaves at once.
    private var keptOrder = RecencyList<String>()
    /// How often each key was asked for lately, kept or not: who is worth keeping when full.
    var frequencies: FrequencySketch
    var statistics = ResponseCache.Statistics()
    /// Counts `removeAll()`s: a render that began before one keeps nothing, and nobody
    /// waits for it after.
    var generation = 0
    private(set) var bytes = 0

    var entries: Int { recency.count }
    /// How many answers wait in the order of their expiry: those kept, no more.
    var awaitingExpiry: Int { keptOrder.count }

    init(expectedEntries: Int) {
        frequencies = FrequencySketch(capacity: expectedEntries)
    }

    /// Whether an answer of `cost` is worth keeping: it fits as things are, or its key was
    /// asked for more often before the request that rendered it than the least recently
    /// used answer's, which it would evict first. Under a cycle through more addresses
    /// than fit, evicting by recency alone would throw out each answer just before it is
    /// asked for again; this keeps a steady part instead. The rendering request itself is
    /// no evidence: counted, it would let every address asked for since the sketch last
    /// halved its counts (one more than a kept answer not yet asked for again) evict one.
    func admits(_ key: String, cost: Int, bytes budget: Int, entries maximum: Int) -> Bool {
        guard bytes + cost > budget || recency.count >= maximum, let least = recency.leastRecent else { return true }
        let before = Int(frequencies.frequency(key)) - 1
        return before > Int(frequencies.frequency(least.key))
    }

    mutating func keep(_ answer: CachedResponse, for key: String, cost: Int, expires: ContinuousClock.Instant) {
        slots[key] = .fresh(Kept(answer: answer, expires: expires, cost: cost, handle: recency.add(key), keptHandle: keptOrder.add(key)))
        bytes += cost
    }

    /// The fresh answer kept for `key`, counted as a hit and made the most recently used;
    /// `nil` if there is none, or it expired.
    mutating func hit(_ key: String, at now: ContinuousClock.Instant) -> CachedResponse? {
        guard case .fresh(let kept) = slots[key], now < kept.expires else { return nil }
        statistics.hits += 1
        recency.use(kept.handle)
        return kept.answer
    }

    /// Remembers that `spelling` names the answer kept for `key`, if that answer has room
    /// for another spelling and the budget for its bytes; nothing is evicted for it.
    mutating func learn(_ spelling: String, names key: String, bytes budget: Int) {
        guard spelling.utf8.count <= Self.longestSpelling, case .fresh(var kept) = slots[key],
              kept.spellings.count < Self.maximumSpellings, spellings[spelling] == nil
        else { return }
        let cost = Self.cost(ofSpelling: spelling, key: key)
        guard bytes + cost <= budget else { return }
        kept.spellings.append(spelling)
        kept.cost += cost
        slots[key] = .fresh(kept)
        spellings[spelling] = key
        bytes += cost
    }

    /// Drops the answer kept for `key`, if there is one, before it expires.
    mutating func forget(_ key: String) {
        guard case .fresh(let kept) = slots[key] else { return }
        slots[key] = nil
        for spelling in kept.spellings { spellings[spelling] = nil }
        recency.remove(kept.handle)
        keptOrder.remove(kept.keptHandle)
        bytes -= kept.cost
    }

    /// Drops the least recently used answers until `cost` more fits; false if it never can.
    mutating func makeRoom(for cost: Int, bytes budget: Int, entries maximum: Int) -> Bool {
        guard cost <= budget, maximum > 0 else { return false }
        while bytes + cost > budget || recency.count >= maximum, let least = recency.leastRecent {
            forget(least.key)
        }
        return true
    }

    /// Drops every answer that expired by `now`, oldest first.
    mutating func forgetExpired(at now: ContinuousClock.Instant) {
        while let oldest = keptOrder.leastRecent, case .fresh(let kept) = slots[oldest.key], kept.expires <= now {
            forget(oldest.key)
        }
    }

    /// Forgets every kept answer. Renders in progress finish but keep nothing, and the
    /// requests waiting for them are returned, to render their own: a render that began
    /// before a write may have read what the write changed.
    mutating func removeAll() -> [CheckedContinuation<RenderOutcome, Never>] {
        var waiting: [CheckedContinuation<RenderOutcome, Never>] = []
        slots = slots.compactMapValues { slot in
            guard case .rendering(let generation, let waiters) = slot else { return nil }
            waiting += waiters.removeAll()
            return .rendering(generation: generation, waiters: waiters)
        }
        recency = RecencyList()
        spellings = [:]
        keptOrder = RecencyList()
        bytes = 0
        generation += 1
        return waiting
    }
}
