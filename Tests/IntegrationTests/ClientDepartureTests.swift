@testable import CatalogServer
import Hummingbird
import HummingbirdTesting
import Composition
import Logging
import TestSupport
import Testing

/// A client that leaves while its request runs, on a real socket: the request is
/// cancelled, whatever it waits for.
@Suite("Client departure: a request whose client leaves is cancelled", .timeLimit(.minutes(1)))
struct ClientDepartureTests {
    /// The server's router and HTTP server, with two routes of the test's own:
    /// `/wait`, which says when it starts and when it is cancelled, and waits for that;
    /// `/quick`, answered at once.
    func withServer(_ body: @Sendable (_ port: Int, _ events: AsyncStream<String>) async throws -> Void) async throws {
        try await withServer { port, events, _ in try await body(port, events) }
    }

    /// As above, with the server's metrics.
    func withServer(_ body: @Sendable (_ port: Int, _ events: AsyncStream<String>, _ metrics: ServerMetrics) async throws -> Void) async throws {
        let (events, report) = AsyncStream<String>.makeStream()
        let metrics = ServerMetrics()
        let router = try ServerApplication.router(container: .mock(), metrics: metrics)
        router.get("/wait") { _, _ -> String in
            report.yield("started")
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                report.yield("cancelled")
                throw error
            }
            return "done"
        }
        router.get("/quick") { _, _ in "done" }
        let app = Application(
            router: router,
            server: ServerApplication.httpServer(ClientCounts(limit: 100), timeouts: ServerTimeouts()),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            logger: Logger(label: "departure-test")
        )
        try await app.test(.live) { client in
            try await body(try #require(client.port), events, metrics)
        }
    }

    /// A connection that has sent a request to `/wait`.
    func waiting(on port: Int) throws -> RawConnection {
        let connection = try RawConnection(port: port)
        try connection.send("GET /wait HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return connection
    }

    @Test("A client that closes its connection while its request runs has it cancelled, counted as nginx counts one (499)")
    func closed() async throws {
        try await withServer { port, events, metrics in
            var events = events.makeAsyncIterator()
            let connection = try waiting(on: port)
            #expect(await events.next() == "started")
            withExtendedLifetime(connection) {} // open until its request runs
            _ = consume connection // the socket closes
            #expect(await events.next() == "cancelled")
            try await until { String(decoding: metrics.scrape(cache: nil, container: nil), as: UTF8.self).contains(#"route="/wait",status="499""#) }
        }
    }

    @Test("A client that resets its connection while its request runs has it cancelled")
    func reset() async throws {
        try await withServer { port, events in
            var events = events.makeAsyncIterator()
            let connection = try waiting(on: port)
            #expect(await events.next() == "started")
            connection.resetOnClose()
            _ = consume connection // the socket closes with a reset
            #expect(await events.next() == "cancelled")
        }
    }

    @Test("A client that closes its sending side while its one request runs has it cancelled, and the connection closed with nothing written")
    func stoppedSending() async throws {
        try await withServer { port, events in
            var events = events.makeAsyncIterator()
            let connection = try waiting(on: port)
            #expect(await events.next() == "started")
            connection.finishSending()
            #expect(await events.next() == "cancelled")
            let (closed, text) = await connection.readUntilClosedOnOwnThread(limit: .seconds(10))
            #expect(closed && text.isEmpty, "\(text)")
        }
    }

    @Test("A client that sends a request and stops sending at once has left: nothing is written to it, whether or not its request had started")
    func sentAndStopped() async throws {
        try await withServer { port, _ in
            let connection = try waiting(on: port)
            connection.finishSending()
            let (closed, text) = await connection.readUntilClosedOnOwnThread(limit: .seconds(10))
            #expect(closed && text.isEmpty, "\(text)")
        }
    }

    @Test("A client that stays is answered, request after request on one connection")
    func stayed() async throws {
        try await withServer { port, _ in
            let connection = try RawConnection(port: port)
            for _ in 1...3 {
                try connection.send("GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.readAnswerOnOwnThread().hasPrefix("HTTP/1.1 200 OK"))
            }
        }
    }
}
