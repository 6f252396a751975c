import Composition
@testable import DataLayer
import Foundation
import PostgresNIO
import TestSupport
import Testing

/// One kind of store behind the Domain ports, opened afresh and seeded with the sample
/// catalog for each test: the conformance suite runs its cases on every kind.
struct CatalogSource: Sendable, CustomTestStringConvertible {
    let name: String
    private let open: @Sendable (@Sendable (Repositories) async throws -> Void) async throws -> Void

    var testDescription: String { name }

    /// Runs `body` with every port over a new, seeded catalog of this kind.
    func withRepositories(_ body: @Sendable (Repositories) async throws -> Void) async throws {
        try await open(body)
    }

    /// The kinds this run can reach: SQLite and the remote source always, PostgreSQL
    /// when `CATALOG_TEST_POSTGRES_URL` names a server (`.ci/run` starts one).
    static var all: [CatalogSource] {
        [.sqlite, .remote] + (PostgresTestServer.url.map { [.postgres($0)] } ?? [])
    }

    /// A SQLite file in a temporary folder.
    static let sqlite = CatalogSource(name: "SQLite") { body in
        let folder = try TemporaryDirectory()
        try await withContainer(.live(LiveConfiguration(store: .file(path: folder.file("catalog.sqlite")))), body)
    }

    /// The JSON API of a server on 127.0.0.1, itself over a SQLite file it prepares first.
    static let remote = CatalogSource(name: "remote") { body in
        let folder = try TemporaryDirectory()
        let token = "conformance-token"
        let served = AppContainer.live(LiveConfiguration(store: .file(path: folder.file("catalog.sqlite"))))
        try await withPreparedServer(served, responseCache: nil, writeToken: token, label: "conformance") { url in
            try await withContainer(.live(LiveConfiguration(store: .remote(url), remoteToken: token)), body)
        }
    }

    /// A database of its own on the test server, dropped afterwards.
    static func postgres(_ server: URL) -> CatalogSource {
        CatalogSource(name: "PostgreSQL") { body in
            try await PostgresTestServer.withDatabase(on: server) { url in
                let database = try #require(PostgresDatabase(url: url))
                let configuration = LiveConfiguration(store: .postgres(database), postgresConnections: PostgresTestServer.poolSize)
                try await withContainer(.live(configuration), body)
            }
        }
    }

    private static func withContainer(_ container: AppContainer, _ body: @Sendable (Repositories) async throws -> Void) async throws {
        do {
            try await body(container.repositories)
            await container.close()
        } catch {
            await container.close()
            throw error
        }
    }
}
