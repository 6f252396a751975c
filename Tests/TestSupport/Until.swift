/// Returns once `condition` holds, letting other tasks run meanwhile; throws after `limit`
/// (which fails the test that waits).
public func until(within limit: Duration = .seconds(10), _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { throw ConditionNeverHeld(limit: limit) }
        await Task.yield()
    }
}

/// What `until` throws when its condition did not hold in time.
public struct ConditionNeverHeld: Error, CustomStringConvertible {
    public let limit: Duration
    public var description: String { "the condition never held within \(limit)" }
}
