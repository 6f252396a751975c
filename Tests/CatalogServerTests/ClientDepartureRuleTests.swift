@testable import CatalogServer
import Testing

/// When a client that closes its sending side has left: if its one outstanding request is
/// still being made (it cannot be told from one that closed the connection); not if it
/// pipelined more requests before it stopped, nor once its answer is being written.
@Suite("Client departure: the rule for a client that stops sending")
struct ClientDepartureRuleTests {
    @Test("Its one request read, not yet answered: the client has left, and the request is not run", arguments: [0, 1])
    func oneRequest(answeredBefore: Int) async throws {
        let departure = ClientDeparture()
        for _ in 0..<answeredBefore {
            departure.requestRead()
            _ = try await departure.run { 0 }
            departure.answerWritten()
        }
        departure.requestRead()
        #expect(departure.stoppedSending())
        #expect(departure.hasDeparted)
        await #expect(throws: CancellationError.self) { try await departure.run { 0 } }
    }

    @Test("Its one request made and its answer being written: the client gets all of it")
    func answerBeingWritten() async throws {
        let departure = ClientDeparture()
        departure.requestRead()
        _ = try await departure.run { 0 }
        #expect(!departure.stoppedSending())
        #expect(!departure.hasDeparted)
    }

    @Test("Nothing outstanding: nothing to cancel, and HTTP ends the connection")
    func idle() async throws {
        let departure = ClientDeparture()
        departure.requestRead()
        _ = try await departure.run { 0 }
        departure.answerWritten()
        #expect(!departure.stoppedSending())
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
