@testable import DataLayer
import Foundation
import Logging
import PostgresNIO
import TestSupport
import Testing

@Suite("PostgreSQL over TLS: the server's certificate is verified against sslrootcert's authorities or the system's, on a database of its own behind a TLS front", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
struct PostgresTLSTests {
    static let limit = TimeLimitTrait.Duration.minutes(3)

    /// A database of its own, a TLS front for its server, and the path of a file that holds
    /// the test authority's certificate.
    struct Setting {
        let database: URL
        let front: TLSFront
        let root: String
        /// The path of a file that holds another authority's certificate, which signed nothing here.
        let otherRoot: String
        /// The paths of a client's certificate and key, which a front that asks for one takes.
        let clientCertificate: String
        let clientKey: String

        /// The database's URL through the front, at `host`, with `parameters`.
        func url(host: String = "localhost", _ parameters: [String: String]) throws -> PostgresLocation {
            var components = try #require(URLComponents(url: database, resolvingAgainstBaseURL: false))
            (components.host, components.port) = (host, front.port)
            components.queryItems = parameters.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
            let url = try #require(components.url)
            return try #require(PostgresLocation(url: url))
        }
    }

    func withFront(askingClientsForCertificates: Bool = false, _ body: (Setting) async throws -> Void) async throws {
        let server = try #require(PostgresTestServer.url)
        let plain = try #require(PostgresLocation(url: server))
        let clientAuthority = askingClientsForCertificates ? TestAuthority.clientRootPEM : nil
        try await PostgresTestServer.withDatabase(on: server) { database in
            try await TLSFront.with(serverAt: plain.host, port: plain.port, askingClientsFor: clientAuthority) { front in
                let folder = try TemporaryDirectory()
                for (name, pem) in [("root.pem", TestAuthority.rootPEM), ("other.pem", TestAuthority.otherRootPEM),
                                    ("client.pem", TestAuthority.clientPEM), ("client.key", TestAuthority.clientKeyPEM)] {
                    try pem.write(toFile: folder.file(name), atomically: true, encoding: .utf8)
                }
                try await body(Setting(
                    database: database, front: front, root: folder.file("root.pem"), otherRoot: folder.file("other.pem"),
                    clientCertificate: folder.file("client.pem"), clientKey: folder.file("client.key")
                ))
            }
        }
    }

    /// A store at `location`, with no migrations and one connection, closed however `body` ends.
    func withStore(at location: PostgresLocation, _ body: (PostgresStore) async throws -> Void) async throws {
        try await PostgresStore(location: location, migrations: [], patience: .seconds(120), connections: 1).closed(after: body)
    }

    @Test("A server whose certificate sslrootcert's authority signed for the address asked is served over TLS: the preparation's connection and the pool's both complete the handshake, and a write and a read go through", .timeLimit(Self.limit))
    func verifiedByItsRoot() async throws {
        try await withFront { setting in
            for mode in ["require", "verify-full", "verify-ca"] {
                let location = try setting.url(["sslmode": mode, "sslrootcert": setting.root])
                let before = setting.front.handshakes
                try await withStore(at: location) { store in
                    _ = try await store.write("CREATE TABLE IF NOT EXISTS seen (mode TEXT)")
                    _ = try await store.write("INSERT INTO seen VALUES (\(mode))")
                    let rows = try await store.read("SELECT count(*)::BIGINT FROM seen WHERE mode = \(mode)")
                    #expect(try rows.first?.decode(Int.self) == 1, "\(mode)")
                }
                #expect(setting.front.handshakes - before == 2, "\(mode): the migration's connection and the pool's")
            }
        }
    }

    @Test("A server whose certificate no trusted authority signed, or that names another host, is refused before anything is sent, as a certificate that could not be verified; verify-ca does not look at the name", .timeLimit(Self.limit))
    func unverifiedRefused() async throws {
        try await withFront { setting in
            let refusals = [
                // The system's trust roots, which do not hold the test authority.
                try setting.url(["sslmode": "require"]),
                try setting.url(["sslmode": "prefer"]),
                // An authority that did not sign it.
                try setting.url(["sslmode": "require", "sslrootcert": setting.otherRoot]),
                try setting.url(["sslmode": "verify-ca", "sslrootcert": setting.otherRoot]),
                // The certificate names localhost, and no address.
                try setting.url(host: "127.0.0.1", ["sslmode": "require", "sslrootcert": setting.root]),
                try setting.url(host: "127.0.0.1", ["sslmode": "verify-full", "sslrootcert": setting.root]),
            ]
            for location in refusals {
                try await withStore(at: location) { store in
                    let error = await #expect(throws: PostgresStoreError.self) { try await store.read("SELECT 1") }
                    #expect(error?.description.contains("certificate") == true, "\(location.tls): \(error?.description ?? "")")
                    #expect(error?.description.contains(location.description) == true)
                }
            }
            #expect(setting.front.handshakes == 0, "nothing was said through a TLS session the client refused")
            try await withStore(at: try setting.url(host: "127.0.0.1", ["sslmode": "verify-ca", "sslrootcert": setting.root])) { store in
                let rows = try await store.read("SELECT 1")
                #expect(rows.count == 1)
            }
        }
    }

    @Test("A server that asks for the client's certificate takes the one sslcert and sslkey name, and refuses a client that shows none", .timeLimit(Self.limit))
    func clientCertificate() async throws {
        try await withFront(askingClientsForCertificates: true) { setting in
            let shown = try setting.url(["sslrootcert": setting.root, "sslcert": setting.clientCertificate, "sslkey": setting.clientKey])
            #expect(shown.tls == .require, "a URL that names TLS files requires TLS")
            try await withStore(at: shown) { store in
                let rows = try await store.read("SELECT 1")
                #expect(rows.count == 1)
            }
            #expect(setting.front.handshakes == 2, "the migration's connection and the pool's")
            try await withStore(at: try setting.url(["sslrootcert": setting.root])) { store in
                let error = await #expect(throws: PostgresStoreError.self) { try await store.read("SELECT 1") }
                #expect(error?.description.contains("sslcert and sslkey") == true, "\(error?.description ?? "")")
            }
            #expect(setting.front.handshakes == 2, "nothing was said without a certificate")
        }
    }

    @Test("A read over TLS whose task is cancelled while it runs is stopped: its caller hears so at once, the server ends the statement, and the pool's one connection is open again", .timeLimit(Self.limit))
    func readStoppedWhenCancelled() async throws {
        try await withFront { setting in
            let plain = try #require(PostgresLocation(url: setting.database))
            let logger = Logger(label: "observer")
            let observer = try await PostgresConnection.connect(configuration: try plain.connectionConfiguration(), id: 3, logger: logger)
            do {
                try await stopped(through: setting, asking: observer, logger: logger)
            } catch {
                try? await observer.close()
                throw error
            }
            try await observer.close()
        }
    }

    /// A read through `setting`'s front, cancelled once `observer` sees it run.
    func stopped(through setting: Setting, asking observer: PostgresConnection, logger: Logger) async throws {
        try await withStore(at: try setting.url(["sslmode": "require", "sslrootcert": setting.root])) { store in
            try await PostgresBoundedWaitTests.expectSleepingReadStopped(on: store, asking: observer, logger: logger)
        }
    }
}
