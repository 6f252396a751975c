import Foundation

/// Runs `body` on a thread of its own, outside the cooperative pool and Dispatch's, and
/// returns what it returns or throws what it throws. For what blocks (a socket read, a
/// wait on a condition), which must not hold one of the few threads a server in the same
/// process answers on, and for a client whose timing a test relies on: the system
/// schedules a thread, where a task waits its turn behind every other test's.
public func onThreadOfItsOwn<T: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> T) async throws(Failure) -> T {
    let outcome: Result<T, Failure> = await withCheckedContinuation { done in
        Thread { done.resume(returning: Result { () throws(Failure) -> T in try body() }) }.start()
    }
    return try outcome.get()
}
