@testable import CatalogServer
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

/// One connection's clocks, on an event loop whose time moves only when the test moves it.
@Suite("Request timeouts on one connection")
struct RequestTimeoutHandlerTests {
    let loop = EmbeddedEventLoop()

    /// A connection with a head timeout of 10 s and a body timeout of 30 s.
    func connected() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: RequestTimeoutHandler(headTimeout: .seconds(10), bodyTimeout: .seconds(30)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    /// A connection whose request has been read whole, and whose answer has begun.
    func answering() throws -> EmbeddedChannel {
        let channel = try connected()
        try sendHead(channel)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        return channel
    }

    /// A request's head, as the client sends it.
    func sendHead(_ channel: EmbeddedChannel) throws {
        try channel.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: "/login")))
    }

    /// An answer's end, as the server writes it (its head and body before it, if any).
    func answer(_ channel: EmbeddedChannel, headFirst: Bool = false) throws {
        if headFirst { try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok))) }
        try channel.writeOutbound(HTTPResponsePart.end(nil))
    }

    /// Moves time to one second before `seconds` from now, where the connection is still
    /// open, then to `seconds`, where it has been closed.
    func expectClosed(_ channel: EmbeddedChannel, after seconds: Int64, sourceLocation: SourceLocation = #_sourceLocation) {
        loop.advanceTime(by: .seconds(seconds - 1))
        #expect(channel.isActive, sourceLocation: sourceLocation)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive, sourceLocation: sourceLocation)
    }

    /// What the channel says when the client takes nothing (its buffers full) and takes again.
    func setWritable(_ channel: EmbeddedChannel, _ writable: Bool) {
        channel.isWritable = writable
        channel.pipeline.fireChannelWritabilityChanged()
    }

    @Test("While the server answers, no clock runs: a slow answer keeps its connection")
    func answeringHasNoClock() throws {
        let channel = try answering()
        loop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
    }

    @Test("A client that takes nothing of its answer (the channel stays unwritable) is cut off after the head timeout")
    func unreadAnswer() throws {
        let channel = try answering()
        setWritable(channel, false)
        expectClosed(channel, after: 10)
    }

    @Test("A client that takes some of its answer in time keeps its connection, and the clock starts again at the next stall")
    func answerTakenInTime() throws {
        let channel = try answering()
        setWritable(channel, false)
        loop.advanceTime(by: .seconds(9))
        setWritable(channel, true)
        loop.advanceTime(by: .seconds(30))
        #expect(channel.isActive)
        setWritable(channel, false)
        loop.advanceTime(by: .seconds(10))
        #expect(!channel.isActive)
    }

    @Test("After an answer the next head is due within the head timeout; a body within the body timeout of its head")
    func clocksInTurn() throws {
        let channel = try answering()
        try answer(channel)
        loop.advanceTime(by: .seconds(9))
        try sendHead(channel)
        expectClosed(channel, after: 30)
    }

    @Test("A request refused before its body is read still owes its body by the body timeout, then the next head is due")
    func refusedBeforeItsBody() throws {
        let channel = try connected()
        try sendHead(channel)
        try answer(channel, headFirst: true)
        loop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        expectClosed(channel, after: 10)
    }

    @Test("Pipelined requests, read while the one before is answered, start no clock until the server has answered them all")
    func pipelinedRequestsWaitForTheServer() throws {
        let channel = try answering()
        try sendHead(channel)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try sendHead(channel)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        loop.advanceTime(by: .seconds(60))
        try answer(channel)
        loop.advanceTime(by: .seconds(60))
        try answer(channel, headFirst: true)
        loop.advanceTime(by: .seconds(60))
        #expect(channel.isActive, "the server took its time over each answer")
        try answer(channel, headFirst: true)
        loop.advanceTime(by: .seconds(10))
        #expect(!channel.isActive, "nothing is left to answer: the next head was due")
    }

    @Test("A pipelined request whose body is not in when the server reaches it owes its body by the body timeout from then")
    func pipelinedBodyClockStartsWhenItsTurnComes() throws {
        let channel = try answering()
        try sendHead(channel)
        loop.advanceTime(by: .seconds(60))
        try answer(channel)
        expectClosed(channel, after: 30)
    }
}
