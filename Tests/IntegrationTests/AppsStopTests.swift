import Foundation
import TestSupport
import Testing

@Suite("The server stops while its store opens", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct AppsStopTests {
    @Test("A SIGTERM while the server's migration waits for another instance's ends that wait: the server exits at once and cleanly, its store closed")
    func stopWhileMigrationWaits() async throws {
        let postgres = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: postgres) { url in
            try await PostgresTestServer.whileAnotherInstanceMigrates(on: url) { untilSomeoneWaits in
                // Started as a plain product: `start(_:)` would wait for the store, which waits for the lock.
                let server = try await ServerProcess.start(
                    product: "catalog-server", [
                        "--hostname", "127.0.0.1", "--port", "0",
                        "--database", url.absoluteString, "--postgres-connections", "\(PostgresTestServer.poolSize)",
                    ]
                )
                do {
                    try await untilSomeoneWaits()
                } catch {
                    await server.stop()
                    throw error
                }
                // Its shutdown's bound is 10 s, then its tasks are cancelled, and past 1 s more it crashes.
                guard await server.stop(waitingAtMost: .seconds(20)) else {
                    await server.kill()
                    Issue.record("the server was still running 20 s after its SIGTERM:\n\(server.logText)")
                    return
                }
                #expect(await server.logs(ServerProcess.storeClosed, within: .seconds(10)), "\(server.logText)")
                #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0, "\(server.logText)")
                #expect(!server.logText.contains(ServerProcess.storeNotOpened), "\(server.logText)")
            }
        }
    }
}
