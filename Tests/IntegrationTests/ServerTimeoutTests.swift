@testable import CatalogServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport
import Testing

/// Slow clients against a real server process: nothing they do keeps a connection, or
/// the process at shutdown, for longer than the timeouts say.
@Suite("Server timeouts: idle, half-sent and stalled connections, and shutdown")
struct ServerTimeoutTests {
    @Test("A silent connection, a head that never ends and a body that never ends are each closed")
    func slowClientsAreCut() async throws {
        try await ServerProcess.serving(["--in-memory", "--header-timeout", "0.5", "--body-timeout", "0.5"]) { server in
            let silent = try RawConnection(port: server.port)
            let halfHead = try RawConnection(port: server.port)
            try halfHead.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            let stalledBody = try RawConnection(port: server.port)
            try stalledBody.send("POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\ntoken=")
            for connection in [silent, halfHead, stalledBody] {
                #expect(connection.readUntilClosed(limit: .seconds(10)).closed, "the server closed it, long before the test gave up")
            }
        }
    }

    @Test("A kept-alive connection is answered, then closed once it idles past the head timeout")
    func idleKeepAlive() async throws {
        try await ServerProcess.serving(["--in-memory", "--header-timeout", "0.5"]) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let (closed, text) = connection.readUntilClosed(limit: .seconds(10))
            #expect(text.hasPrefix("HTTP/1.1 200 OK") && text.contains(#"{"status":"ok"}"#))
            #expect(closed)
        }
    }

    @Test("A connection that asks again within the head timeout each time stays open for longer than it")
    func busyKeepAlive() async throws {
        try await ServerProcess.serving(["--in-memory", "--header-timeout", "2"]) { server in
            let connection = try RawConnection(port: server.port)
            // Each request comes 0.25 s after the last answer, 17 of them over more than two
            // head timeouts: the client is the slow one here. The timeout leaves 1.75 s for a
            // busy machine to schedule the client late; on a thread of its own, the client is
            // not a task waiting its turn behind every other test's.
            let answers = try await onThreadOfItsOwn {
                try (0..<17).map { _ in
                    usleep(250_000)
                    try connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    return connection.readAnswer(limit: .seconds(5))
                }
            }
            #expect(answers.count == 17 && answers.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK") }, "\(answers)")
            #expect(await connection.readUntilClosedOnOwnThread(limit: .seconds(10)).closed, "and once it idles, it is closed")
        }
    }

    @Test("Pipelined requests, each answered more slowly than both timeouts, are all answered before the connection idles out")
    func pipelinedSlowAnswers() async throws {
        // A route of its own, which every fork keeps, that takes 1 s to answer.
        let router = Router()
        router.get("/slow") { _, _ in
            try await Task.sleep(for: .seconds(1))
            return "done"
        }
        let app = Application(
            router: router,
            server: .http1(configuration: .init(additionalChannelHandlers: [
                RequestTimeoutHandler(headTimeout: .milliseconds(300), bodyTimeout: .milliseconds(300)),
            ])),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            logger: Logger(label: "pipelined-test")
        )
        try await app.test(.live) { client in
            let connection = try RawConnection(port: try #require(client.port))
            let request = "GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            // Both at once: the second is read while the first is being answered.
            try connection.send(request + request)
            let (closed, text) = await connection.readUntilClosedOnOwnThread(limit: .seconds(10))
            #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count - 1 == 2, "both answered")
            #expect(closed, "then closed at the head timeout")
        }
    }

    @Test("SIGTERM with a client's body stalled: the process exits after the shutdown timeout")
    func shutdownDeadline() async throws {
        let server = try await ServerProcess.start(["--in-memory", "--body-timeout", "600", "--shutdown-timeout", "1"])
        let stalled = try RawConnection(port: server.port)
        try stalled.send("POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\ntoken=")
        // The stalled body would hold it for 600 s; the shutdown timeout cuts it after 1 s.
        let exited = await server.stop(waitingAtMost: .seconds(20))
        if !exited { server.process.interrupt() }
        #expect(exited, "the process was still running 20 s after SIGTERM")
    }
}
