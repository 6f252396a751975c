@testable import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Logging
import ServiceLifecycle
import Synchronization
import TestSupport
import Testing

@Suite("Readiness: /ready")
struct ReadinessTests {
    func ready(_ container: AppContainer, readiness: Readiness = Readiness()) async throws -> (HTTPResponse.Status, String, String?) {
        try await withRouter(container, readiness: readiness) { client in
            let response = try await client.execute(uri: "/ready", method: .get)
            return (response.status, text(response), response.headers[.cacheControl])
        }
    }

    @Test("A store that answers with its latest schema is ready, and the answer is never kept")
    func ready() async throws {
        let container = AppContainer.live(LiveConfiguration(store: .inMemory))
        // Prepared first, as `catalog-server` opens its store as it starts: the probe then
        // checks the schema, and never migrates and seeds. Its deadline is not what this
        // checks, and is long enough for a busy machine.
        try await container.prepare()
        let (status, body, cacheControl) = try await ready(container, readiness: Readiness(storeDeadline: .seconds(60)))
        await container.close()
        #expect(status == .ok && body == #"{"status":"ready"}"#)
        #expect(cacheControl == "no-store")
    }

    @Test("A database that cannot be reached is 503, saying nothing of it")
    func unreachable() async throws {
        let nobody = try SilentServer(listening: false) // holds a port, with nothing there
        let database = try LiveConfiguration.Store(database: "postgres://ready:secret@127.0.0.1:\(nobody.port)/shop?sslmode=disable")
        let container = AppContainer.live(LiveConfiguration(store: database, seedsEmptyDatabase: false))
        let (status, body, _) = try await ready(container)
        await container.close()
        withExtendedLifetime(nobody) {}
        #expect(status == .serviceUnavailable && body == #"{"status":"unavailable"}"#)
    }

    @Test("From the moment a shutdown begins, /ready is 503")
    func draining() async throws {
        let readiness = Readiness()
        let group = ServiceGroup(services: [readiness], logger: Logger(label: "test"))
        async let running: Void = group.run()
        let before = try await ready(.mock(), readiness: readiness)
        await group.triggerGracefulShutdown()
        await readiness.drainBegan()
        let after = try await ready(.mock(), readiness: readiness)
        try await running
        #expect(before.0 == .ok && before.1 == #"{"status":"ready"}"#)
        #expect(after.0 == .serviceUnavailable && after.1 == #"{"status":"draining"}"#)
    }

    @Test("Probes share one check of the store, and its answer stands for a while: many probes cost the store one query")
    func sharedCheck() async throws {
        let checks = Mutex(0)
        let container = AppContainer(repositories: .mock(), preparation: {
            checks.withLock { $0 += 1 }
        })
        let statuses = try await withRouter(container, readiness: Readiness(answerLifetime: .seconds(3600))) { client in
            let atOnce = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<20 { group.addTask { try await client.execute(uri: "/ready", method: .get).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // One more once the check has answered: its answer still stands.
            return try await atOnce + [client.execute(uri: "/ready", method: .get).status]
        }
        #expect(statuses.count == 21 && statuses.allSatisfy { $0 == .ok })
        #expect(checks.withLock { $0 } == 1)
        // Once the answer's lifetime is over, the next probe asks the store again.
        try await withRouter(container, readiness: Readiness(answerLifetime: .zero)) { client in
            for _ in 0..<2 { _ = try await client.execute(uri: "/ready", method: .get) }
        }
        #expect(checks.withLock { $0 } == 3)
    }
}
