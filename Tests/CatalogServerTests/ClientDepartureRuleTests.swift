@testable import CatalogServer
import Testing

/// When a client that closes its sending side has left: with no request after the one
/// running, it has (it cannot be told from one that closed the connection); with
/// requests sent after it (pipelined), it waits for their answers.
@Suite("Client departure: the rule for a client that stops sending")
struct ClientDepartureRuleTests {
    @Test("One request read and running: the client has left", arguments: [0, 1])
    func oneRequest(answeredBefore: Int) async throws {
        let departure = ClientDeparture()
        for _ in 0..<answeredBefore {
            departure.requestRead()
            _ = try await departure.run { 0 }
        }
        departure.requestRead()
        #expect(departure.stoppedSending())
        await #expect(throws: CancellationError.self) { try await departure.run { 0 } }
    }

    @Test("Nothing read since the last answer: the client has left")
    func idle() async throws {
        let departure = ClientDeparture()
        departure.requestRead()
        _ = try await departure.run { 0 }
        #expect(departure.stoppedSending())
    }

    @Test("Requests read after the one running: the client waits for their answers, which it gets")
    func pipelined() async throws {
        let departure = ClientDeparture()
        departure.requestRead()
        departure.requestRead()
        #expect(!departure.stoppedSending())
        #expect(try await departure.run { 1 } == 1)
        #expect(try await departure.run { 2 } == 2)
    }
}
