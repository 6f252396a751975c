/// Returns once `condition` holds, letting other tasks run meanwhile; throws after `limit`
/// (which fails the test that waits). It looks again at once a hundred times, then every
/// millisecond, so a long wait does not keep a core busy that the awaited work needs.
public func until(within limit: Duration = .seconds(45), _ condition: () -> Bool) async throws {
    try await looking(within: limit, at: condition)
}

/// Returns once `condition`, which asks an actor, holds; as `until` with a condition of no turns.
public func until(within limit: Duration = .seconds(45), _ condition: () async -> Bool) async throws {
    try await looking(within: limit, at: condition)
}

private func looking(within limit: Duration, at condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    var looks = 0
    while await !condition() {
        guard ContinuousClock.now < deadline else { throw ConditionNeverHeld(limit: limit) }
        looks += 1
        if looks <= 100 { await Task.yield() } else { try await Task.sleep(for: .milliseconds(1)) }
    }
}

/// What `until` throws when its condition did not hold in time.
public struct ConditionNeverHeld: Error, CustomStringConvertible {
    public let limit: Duration
    public var description: String { "the condition never held within \(limit)" }
}
