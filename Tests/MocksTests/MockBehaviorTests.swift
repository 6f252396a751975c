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
}
