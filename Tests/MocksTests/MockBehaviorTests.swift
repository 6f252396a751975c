import Domain
import Mocks
import Synchronization
import Testing

@Suite("Mock behavior and gate")
struct MockBehaviorTests {
    @Test("A behavior without a failure lets the call through; with one, throws it")
    func failure() async {
        await #expect(throws: Never.self) { try await MockBehavior<AppError>().perform() }
        let failing = MockBehavior<AppError>.unavailable("down")
        await #expect(throws: AppError.storageUnavailable("down")) { try await failing.perform() }
    }

    @Test("A call parks at a closed gate until the test opens it")
    func gate() async throws {
        let gate = Gate()
        let behavior = MockBehavior<AppError>(gate: gate)
        let events = Mutex<[String]>([])
        let call = Task {
            try await behavior.perform()
            events.withLock { $0.append("passed") }
        }
        await gate.waitForArrivals(1)
        #expect(await gate.arrivals == 1)
        events.withLock { $0.append("opened") }
        await gate.open()
        try await call.value
        #expect(events.withLock { $0 } == ["opened", "passed"], "the call waited for the gate")
    }

    @Test("A call whose task is cancelled while it waits, at the gate or in its delay, fails as a store's does rather than answer for no one")
    func cancelled() async {
        let gate = Gate()
        let parked = Task { try await MockBehavior<AppError>(gate: gate).perform() }
        await gate.waitForArrivals(1)
        parked.cancel()
        await gate.open()
        await #expect(throws: AppError.cancelled) { try await parked.value }
        let slow = Task { try await MockBehavior<AppError>(delay: .seconds(3_600)).perform() }
        slow.cancel()
        await #expect(throws: AppError.cancelled) { try await slow.value }
    }
}
