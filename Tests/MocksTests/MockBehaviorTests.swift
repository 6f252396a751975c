import Domain
import Mocks
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
        let call = Task { try await behavior.perform() }
        await gate.waitForArrivals(1)
        #expect(await gate.arrivals == 1)
        await gate.open()
        try await call.value
    }
}
