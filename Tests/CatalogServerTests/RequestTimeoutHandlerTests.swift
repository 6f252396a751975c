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

    /// A connection whose request has been read whole, and whose answer has begun.
    func answering() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: RequestTimeoutHandler(headTimeout: .seconds(10), bodyTimeout: .seconds(30)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        try channel.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/products")))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        return channel
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
        loop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
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
}
