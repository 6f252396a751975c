import Foundation

/// Runs `body` on a thread of its own, outside the cooperative pool and Dispatch's, and
/// returns what it returns. For what blocks (a socket read, a wait on a condition), which
/// must not hold one of the few threads a server in the same process answers on, and for a
/// client whose timing a test relies on: the system schedules a thread, where a task waits
/// its turn behind every other test's.
public func onThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { done in
        Thread { done.resume(with: Result { try body() }) }.start()
    }
}

/// `onThreadOfItsOwn` for a body that cannot fail.
public func onThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { done in
        Thread { done.resume(returning: body()) }.start()
    }
}
