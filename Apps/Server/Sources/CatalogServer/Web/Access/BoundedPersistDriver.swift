import Hummingbird

/// A `PersistDriver` that holds at most `limit` keys: past it, the key stored longest ago
/// goes, expired or not. The pages' sessions live in memory, and only a sign-in with the
/// write token adds one, but nothing else would stop a script that signs in again and
/// again without its cookie from filling the memory for the twelve hours each lasts.
/// Its cost is that, at the limit, the browser that signed in longest ago is signed out.
/// The base's own tidying (of expired keys) still runs; a key it drops is still counted
/// here until it is the oldest, so expired keys are the first to go.
public actor BoundedPersistDriver<Base: PersistDriver>: PersistDriver {
    /// Sessions a server keeps at once: a few hundred bytes each with the drivers'
    /// bookkeeping, so a few megabytes at most.
    public static var defaultLimit: Int { 10_000 }

    private let base: Base
    public let limit: Int
    /// Each key's place in the order it was stored in.
    private var stored: [String: UInt64] = [:]
    private var nextPlace: UInt64 = 0

    public init(_ base: Base, limit: Int = defaultLimit) {
        precondition(limit > 0, "a store that holds no key")
        self.base = base
        self.limit = limit
    }

    public func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        try await base.create(key: key, value: value, expires: expires)
        try await counted(key)
    }

    public func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        try await base.set(key: key, value: value, expires: expires)
        if stored[key] == nil { try await counted(key) }
    }

    public func get<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> Object? {
        try await base.get(key: key, as: type)
    }

    public func getWithTTL<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> (object: Object, ttl: Duration?)? {
        try await base.getWithTTL(key: key, as: type)
    }

    public func remove(key: String) async throws {
        stored[key] = nil
        try await base.remove(key: key)
    }

    public func shutdown() async throws {
        try await base.shutdown()
    }

    public func run() async throws {
        try await base.run()
    }

    /// Counts `key`, and drops the oldest key once there are more than `limit`. A scan of
    /// the keys, only when one is stored at the limit: a sign-in, not a request.
    private func counted(_ key: String) async throws {
        stored[key] = nextPlace
        nextPlace += 1
        guard stored.count > limit, let oldest = stored.min(by: { $0.value < $1.value })?.key else { return }
        stored[oldest] = nil
        try await base.remove(key: oldest)
    }
}
