/// What a `ResponseCache` holds, under its lock: the answers kept and being rendered by
/// key, the requests' spellings known to name each, the order they were last used in
/// (for eviction) and the order they were kept in (for expiry: every answer lives as
/// long as the others, so the oldest kept expires first). Each step is constant time, or
/// amortized constant for the expiry queue.
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
        let handle: RecencyList<String>.Handle
        let serial: Int
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

    private struct Record {
        let key: String
        let serial: Int
        let expires: ContinuousClock.Instant
    }

    var slots: [String: Slot] = [:]
    /// The key of the answer each remembered spelling names (`Kept.spellings`).
    private(set) var spellings: [String: String] = [:]
    var recency = RecencyList<String>()
    /// How often each key was asked for lately, kept or not: who is worth keeping when full.
    var frequencies: FrequencySketch
    var statistics = ResponseCache.Statistics()
    /// Counts `removeAll()`s: a render that began before one keeps nothing, and nobody
    /// waits for it after.
    var generation = 0
    private(set) var bytes = 0
    private var keptInOrder: [Record] = []
    private var oldestKept = 0
    private var serials = 0
    /// Records of answers forgotten before they expired, and their keys' bytes: when they
    /// weigh as much as what is kept, the queue is rebuilt without them, so that it never
    /// holds more than the budget does.
    private var staleRecords = 0
    private var staleBytes = 0

    var entries: Int { recency.count }

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
        serials += 1
        slots[key] = .fresh(Kept(answer: answer, expires: expires, cost: cost, handle: recency.add(key), serial: serials))
        bytes += cost
        keptInOrder.append(Record(key: key, serial: serials, expires: expires))
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
        guard drop(key) else { return }
        staleRecords += 1
        staleBytes += key.utf8.count
        if staleRecords > max(1_024, entries) || staleBytes > max(1 << 20, bytes) {
            keptInOrder = keptInOrder[oldestKept...].filter(isLive)
            oldestKept = 0
            (staleRecords, staleBytes) = (0, 0)
        }
    }

    @discardableResult
    private mutating func drop(_ key: String) -> Bool {
        guard case .fresh(let kept) = slots[key] else { return false }
        slots[key] = nil
        for spelling in kept.spellings { spellings[spelling] = nil }
        recency.remove(kept.handle)
        bytes -= kept.cost
        return true
    }

    private func isLive(_ record: Record) -> Bool {
        if case .fresh(let kept) = slots[record.key] { kept.serial == record.serial } else { false }
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
        while oldestKept < keptInOrder.count, keptInOrder[oldestKept].expires <= now {
            let record = keptInOrder[oldestKept]
            if isLive(record) {
                drop(record.key)
            } else {
                staleRecords -= 1
                staleBytes -= record.key.utf8.count
            }
            oldestKept += 1
        }
        if oldestKept > 1_024, oldestKept * 2 > keptInOrder.count {
            keptInOrder.removeFirst(oldestKept)
            oldestKept = 0
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
        keptInOrder = []
        oldestKept = 0
        (staleRecords, staleBytes) = (0, 0)
        bytes = 0
        generation += 1
        return waiting
    }
}
