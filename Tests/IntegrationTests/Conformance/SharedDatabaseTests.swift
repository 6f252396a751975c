import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

/// Two `catalog-server` processes on one PostgreSQL database, as behind a load balancer.
@Suite("Two servers on one PostgreSQL database", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct SharedDatabaseTests {
    static let token = "shared-database-token"

    static func repository(_ server: ServerProcess) -> RemoteProductRepository {
        RemoteProductRepository(client: APIClient(baseURL: server.baseURL, token: token))
    }

    /// Starts two servers, at once, on a new database and runs `body` with them.
    func withTwoServers(_ body: (ServerProcess, ServerProcess) async throws -> Void) async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: server) { url in
            let arguments = [
                "--database", url.absoluteString, "--postgres-connections", "\(PostgresTestServer.poolSize)",
                "--token", Self.token, "--cache-max-age", "0",
            ]
            async let first = ServerProcess.start(arguments)
            async let second = ServerProcess.start(arguments)
            let (one, two) = try await (first, second)
            do {
                try await body(one, two)
            } catch {
                await one.stop()
                await two.stop()
                throw error
            }
            await one.stop()
            await two.stop()
        }
    }

    @Test("Started together, they migrate and seed once; an edit through one is served by the other")
    func editThroughOneReadThroughOther() async throws {
        try await withTwoServers { one, two in
            // Both servers migrated as they started, at once, under the lock; one seeded.
            async let fromOne = Self.repository(one).searchProducts(ProductQuery())
            async let fromTwo = Self.repository(two).searchProducts(ProductQuery())
            let (a, b) = try await (fromOne, fromTwo)
            #expect(a.totalCount == 600 && b.totalCount == 600)

            let before = try await Self.repository(one).product(id: ProductID(5))
            var draft = ProductDraft(before)
            draft.name = "Shared Database Lamp"
            let edited = try await Self.repository(one).update(id: before.id, expectedVersion: before.version, with: draft)
            #expect(try await Self.repository(two).product(id: before.id) == edited)
        }
    }

    @Test("Concurrent edits of one product through both servers lose nothing: every retry on a conflict counts")
    func concurrentEditsLoseNothing() async throws {
        try await withTwoServers { one, two in
            let start = try await Self.repository(one).product(id: ProductID(9)).stock
            let increments = 20
            // Each writer adds one to the stock, reading the current version again after a conflict.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<increments {
                    let repository = Self.repository(writer.isMultiple(of: 2) ? one : two)
                    group.addTask {
                        var current = try await repository.product(id: ProductID(9))
                        for _ in 0..<(increments * 4) {
                            var draft = ProductDraft(current)
                            draft.stock += 1
                            do {
                                _ = try await repository.update(id: current.id, expectedVersion: current.version, with: draft)
                                return
                            } catch AppError.conflict {
                                current = try await repository.product(id: ProductID(9))
                            }
                        }
                        Issue.record("writer \(writer) never got its edit in")
                    }
                }
                try await group.waitForAll()
            }
            let end = try await Self.repository(two).product(id: ProductID(9))
            #expect(end.stock == start + increments)
        }
    }
}
