@testable import TestSupport
import Testing

@Suite("The line for test databases")
struct AdmissionTests {
    @Test("Past its limit a caller waits until one leaves, then takes that place; a waiter whose task is cancelled leaves the line")
    func admitsInTurn() async throws {
        let admission = Admission(limit: 2)
        try await admission.enter()
        try await admission.enter()
        let third = Task { try await admission.enter() }
        try await until { await admission.waiting == 1 }
        let fourth = Task { try await admission.enter() }
        try await until { await admission.waiting == 2 }

        fourth.cancel()
        await #expect(throws: CancellationError.self) { try await fourth.value }
        #expect(await admission.waiting == 1)

        await admission.leave()
        try await third.value
        #expect(await admission.admitted == 2)
        #expect(await admission.waiting == 0)
        await admission.leave()
        await admission.leave()
        #expect(await admission.admitted == 0)
    }

    @Test("A caller already cancelled is not let in past the limit")
    func cancelledCallerWaitsNot() async throws {
        let admission = Admission(limit: 1)
        try await admission.enter()
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await admission.enter()
        }
        await #expect(throws: CancellationError.self) { try await late.value }
        #expect(await admission.waiting == 0)
        #expect(await admission.admitted == 1)
    }
}
