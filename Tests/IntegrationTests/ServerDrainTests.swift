import Foundation
import Testing

/// The drain as an operator's SIGTERM meets it: `/ready` fails first, while the server
/// still takes connections and answers, so that a load balancer stops sending before the
/// server stops listening.
@Suite("Server drain: SIGTERM makes /ready fail before the server stops serving")
struct ServerDrainTests {
    @Test("After SIGTERM with --drain, /ready is 503 and /health still answers on a new connection")
    func drain() async throws {
        let server = try await ServerProcess.start(["--in-memory", "--drain", "30"])
        defer { Foundation.kill(server.process.processIdentifier, SIGKILL) }
        #expect(try answer(to: "/ready", port: server.port).hasPrefix("HTTP/1.1 200 OK"))
        server.process.terminate()
        #expect(await server.logs("/ready answers 503", within: .seconds(10)), "\(server.logText)")
        let ready = try answer(to: "/ready", port: server.port)
        let health = try answer(to: "/health", port: server.port)
        #expect(ready.hasPrefix("HTTP/1.1 503") && ready.contains(#"{"status":"draining"}"#), "\(ready)")
        #expect(health.hasPrefix("HTTP/1.1 200 OK"), "\(health)")
    }

    @Test("After SIGTERM, the services stop last first: /ready fails first, the store closes last, and the process exits cleanly")
    func orderedShutdown() async throws {
        let server = try await ServerProcess.start(["--in-memory", "--drain", "0.1"])
        defer { Foundation.kill(server.process.processIdentifier, SIGKILL) }
        let exited = await server.stop(waitingAtMost: .seconds(20))
        #expect(exited)
        #expect(server.process.terminationStatus == 0, "\(server.logText)")
        // The last lines may reach the pipe after the exit is seen.
        #expect(await server.logs(ServerProcess.storeClosed, within: .seconds(10)))
        let log = server.logText
        let draining = try #require(log.range(of: "/ready answers 503"), "\(log)")
        let closed = try #require(log.range(of: ServerProcess.storeClosed), "\(log)")
        #expect(draining.upperBound < closed.lowerBound)
    }

    /// The answer to a GET of `path` on a connection of its own.
    private func answer(to path: String, port: Int) throws -> String {
        let connection = try RawConnection(port: port)
        try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        return connection.readUntilClosed(limit: .seconds(10)).text
    }
}
