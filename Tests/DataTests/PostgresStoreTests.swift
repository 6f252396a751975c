@testable import DataLayer
import Domain
import Foundation
import PostgresNIO
import TestSupport
import Testing

@Suite("PostgreSQL store: failures without a server")
struct PostgresStoreTests {
    @Test("A server that is not there is the app's storage error at once, naming where and never the password")
    func unreachable() async throws {
        let nobody = try SilentServer(listening: false) // holds the port, with nothing there
        let url = try #require(URL(string: "postgres://shop:secret@127.0.0.1:\(nobody.port)/shop?sslmode=disable"))
        let location = try #require(PostgresLocation(url: url))
        let store = PostgresStore(location: location, migrations: [])
        let thrown = await #expect(throws: PostgresStoreError.self) { _ = try await store.client() }
        guard case .storageUnavailable(let reason)? = thrown.map({ AppError(storage: $0, at: location) }) else {
            Issue.record("not the storage error: \(String(describing: thrown))")
            return
        }
        #expect(reason.contains("cannot reach the PostgreSQL database shop at 127.0.0.1"))
        #expect(!reason.contains("secret"))
        // A statement says the same, its wait for the store's preparation ended by the failure.
        let failed = await #expect(throws: (any Error).self) { _ = try await store.read("SELECT 1") }
        #expect(failed.map { "\(PostgresStoreError($0, at: location))" }?.contains("cannot reach the PostgreSQL database shop at 127.0.0.1") == true)
        await store.close()
        withExtendedLifetime(nobody) {}
    }

    /// The location `text` names, if any.
    func location(_ text: String) throws -> PostgresLocation? {
        PostgresLocation(url: try #require(URL(string: text)))
    }

    /// The location of `postgres://shop:secret@db:5432/shop` with `parameters`, each value
    /// (a path) written into the URL as a URL writes it.
    func shop(_ parameters: KeyValuePairs<String, String>) throws -> PostgresLocation {
        var components = URLComponents(string: "postgres://shop:secret@db:5432/shop")
        components?.queryItems = parameters.map { URLQueryItem(name: $0.key, value: $0.value) }
        let text = try #require(components?.string)
        return try #require(try location(text))
    }

    @Test("Only postgres:// and postgresql:// URLs with a user and a database, and no parameter but one known sslmode, sslrootcert, sslcert and sslkey, name a database; TLS is required of another machine, or with a TLS file named, unless it says otherwise; verify-ca needs an authority of its own, and sslcert and sslkey go together")
    func urls() throws {
        let valid = try #require(try location("postgresql://u:p@db:6543/inventory?sslmode=require"))
        #expect(valid.host == "db" && valid.port == 6543 && valid.username == "u" && valid.database == "inventory" && valid.tls == .require)
        #expect(try location("postgres://u@db/inventory")?.port == 5432)
        // Unsaid, TLS is required of another machine and preferred on this one.
        for (text, tls) in [("postgres://u@db/c", PostgresLocation.TLSMode.require), ("postgres://u@10.0.0.5/c", .require), ("postgres://u@127.example/c", .require),
                            ("postgres://u@localhost/c", .prefer), ("postgres://u@127.0.0.1:5433/c", .prefer), ("postgres://u@[::1]/c", .prefer),
                            ("postgres://u@db/c?sslmode=prefer", .prefer), ("postgres://u@localhost/c?sslmode=require", .require),
                            ("postgres://u@db/c?sslmode=verify-full", .require), ("postgres://u@db/c?sslmode=verify-ca&sslrootcert=ca.pem", .verifyCA),
                            // A URL that names its authority asks for TLS, on this machine too.
                            ("postgres://u@localhost/c?sslrootcert=ca.pem", .require), ("postgres://u@localhost/c?sslrootcert=system", .require),
                            ("postgres://u@localhost/c?sslcert=c.pem&sslkey=c.key", .require), ("postgres://u@db/c?sslmode=verify-ca&sslrootcert=ca.pem&sslcert=c.pem&sslkey=c.key", .verifyCA)] {
            #expect(try location(text)?.tls == tls, "\(text)")
        }
        // The client's certificate and key.
        #expect(try location("postgres://u@db/c?sslcert=%2Fkeys%2Fc.pem&sslkey=c.key")?.clientIdentity == .init(certificate: "/keys/c.pem", key: "c.key"))
        #expect(try location("postgres://u@db/c")?.clientIdentity == nil)
        // The authorities to verify against: a file, or the system's (as unsaid).
        for (text, roots) in [("postgres://u@db/c?sslrootcert=%2Fetc%2Fdb%20ca.pem", "/etc/db ca.pem"), ("postgres://u@db/c?sslmode=verify-ca&sslrootcert=ca.pem", "ca.pem"),
                              ("postgres://u@db/c?sslrootcert=system", nil), ("postgres://u@db/c", nil)] {
            #expect(try location(text)?.rootCertificates == roots, "\(text)")
        }
        for text in ["http://u@db/inventory", "postgres://db/inventory", "postgres://u@db", "postgres://u@db/a/b", "postgres://u@db/c?sslmode=maybe",
                     "postgres://u@db/c?sslMode=require", "postgres://u@db/c?sslmode=require&sslmode=disable", "postgres://u@db/c?sslmode", "postgres://u@db/c?ssl=true",
                     "postgres://u@db/c?sslmode=allow", "postgres://u@db/c?sslrootcert=", "postgres://u@db/c?sslrootcert", "postgres://u@db/c?sslrootcert=a.pem&sslrootcert=b.pem",
                     "postgres://u@db/c?sslmode=disable&sslrootcert=ca.pem", "postgres://u@db/c?sslcert=client.pem",
                     // TLS that may go to the clear, with an authority named; any public certificate, for anyone, verified.
                     "postgres://u@db/c?sslmode=prefer&sslrootcert=ca.pem", "postgres://u@db/c?sslmode=verify-ca", "postgres://u@db/c?sslmode=verify-ca&sslrootcert=system",
                     // A client's certificate without its key, or the other way round; or for TLS that may go to the clear.
                     "postgres://u@db/c?sslkey=c.key", "postgres://u@db/c?sslcert=c.pem&sslkey=", "postgres://u@db/c?sslmode=prefer&sslcert=c.pem&sslkey=c.key",
                     "postgres://u@db/c?sslmode=disable&sslcert=c.pem&sslkey=c.key", "postgres://u@db/c?sslcert=&sslkey=c.key",
                     "postgres://u@db/c?sslmode=verify-ca&sslcert=c.pem&sslkey=c.key"] {
            #expect(try location(text) == nil, "\(text)")
        }
    }

    @Test("sslrootcert's file, and sslcert's and sslkey's, are read where the URL is taken: one that is missing, or holds no PEM, is said with its path and the database, never the password")
    func rootCertificatesRead() throws {
        let folder = try TemporaryDirectory()
        try "no certificate here\n".write(toFile: folder.file("empty.pem"), atomically: true, encoding: .utf8)
        for (file, said) in [(folder.file("missing.pem"), ": not a file this process can read"), (folder.path, ": not a file this process can read"),
                             (folder.file("empty.pem"), ": that file holds nothing this can read as PEM")] {
            let named = try shop(["sslmode": "require", "sslrootcert": file])
            let error = #expect(throws: PostgresStoreError.self) { try named.readRootCertificates() }
            #expect(error?.description.hasPrefix("the root certificates for the PostgreSQL database shop at db:5432, sslrootcert \(file)\(said)") == true, "\(error?.description ?? "")")
            #expect(error?.description.contains("secret") == false)
        }
        let client = try shop(["sslcert": folder.file("client.pem"), "sslkey": folder.file("client.pem")])
        let unread = #expect(throws: PostgresStoreError.self) { try client.readClientIdentity() }
        #expect(unread?.description == "the client certificate for the PostgreSQL database shop at db:5432, sslcert \(folder.file("client.pem")): not a file this process can read")
        // A key that is not the certificate's own, or is encrypted, is said as such.
        for (name, pem) in [("client.pem", TestAuthority.clientPEM), ("server.key", TestAuthority.serverKeyPEM),
                            ("encrypted.key", "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----\n")] {
            try pem.write(toFile: folder.file(name), atomically: true, encoding: .utf8)
        }
        for (key, said) in [("server.key", "do not go together"), ("encrypted.key", "is encrypted")] {
            let named = try shop(["sslcert": folder.file("client.pem"), "sslkey": folder.file(key)])
            let error = #expect(throws: PostgresStoreError.self) { try named.checkTLSFiles() }
            #expect(error?.description.contains(said) == true, "\(key): \(error?.description ?? "")")
            #expect(error?.description.contains("secret") == false)
        }
        let system = try #require(try location("postgres://u@db/c?sslrootcert=system"))
        #expect(try system.readRootCertificates().isEmpty)
    }

    @Test("A connection the pool could not open is said in the server's words where PostgresNIO's account has them, else in the whole account")
    func connectFailureReasons() {
        let refused = #"PSQLError(code: server, serverInfo: [sqlState: 55000, file: postinit.c, line: 350, message: database "app" is not currently accepting connections, routine: CheckMyDatabase, localizedSeverity: FATAL, severity: FATAL])"#
        #expect(ConnectFailures.reason(in: refused) == #"database "app" is not currently accepting connections (SQLSTATE 55000)"#)
        let password = #"PSQLError(code: server, serverInfo: [sqlState: 28P01, file: auth.c, line: 323, message: password authentication failed for user "app", routine: auth_failed, localizedSeverity: FATAL, severity: FATAL])"#
        #expect(ConnectFailures.reason(in: password) == #"password authentication failed for user "app" (SQLSTATE 28P01)"#)
        let unreached = "PSQLError(code: connectionError, underlying: NIOConnectionError(host: db, port: 5432, ...))"
        #expect(ConnectFailures.reason(in: unreached) == unreached)
    }
}
