/// How often each key was asked for lately, roughly, in a fixed amount of memory whatever
/// the keys: a count-min sketch of small counters, four per key, read as the smallest.
/// The counters are halved after ten additions per answer kept, so that what was popular
/// a while ago (before the traffic moved to other addresses) fades as fast as the cache
/// turns over. The response cache asks it whether a new answer is worth the one it
/// would evict.
struct FrequencySketch {
    private var counters: [UInt8]
    private let mask: UInt64
    private var additions = 0
    /// A counter stops here: enough to tell popular from rare.
    private static let ceiling: UInt8 = 15

    /// - Parameter capacity: about how many keys are kept; the sketch holds four
    ///   counters for each, rounded up to a power of two.
    init(capacity: Int) {
        var width = 4_096 // 4 KiB at least: a small cache still tells a few keys apart
        while width < capacity * 4 { width *= 2 }
        counters = Array(repeating: 0, count: width)
        mask = UInt64(width - 1)
    }

    /// Counts one more request for `key`, in a cache that keeps `kept` answers now.
    mutating func add(_ key: String, kept: Int) {
        let hash = Self.hash(key)
        for index in 0..<4 {
            let slot = slot(hash, index)
            if counters[slot] < Self.ceiling { counters[slot] += 1 }
        }
        additions += 1
        if additions >= 10 * max(kept, 16) { halve() }
    }

    /// About how often `key` was asked for lately.
    func frequency(_ key: String) -> UInt8 {
        let hash = Self.hash(key)
        return (0..<4).map { counters[slot(hash, $0)] }.min() ?? 0
    }

    private mutating func halve() {
        for index in counters.indices { counters[index] >>= 1 }
        additions = 0
    }

    /// The counter `index` of four for `hash`, by double hashing its two halves.
    private func slot(_ hash: UInt64, _ index: Int) -> Int {
        let step = (hash >> 32) | 1
        return Int((hash &+ UInt64(index) &* step) & mask)
    }

    private static func hash(_ key: String) -> UInt64 {
        UInt64(bitPattern: Int64(key.hashValue))
    }
}
