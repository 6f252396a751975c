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

    @Test("Only postgres:// and postgresql:// URLs with a user and a database, and no parameter but one known sslmode, name a database; TLS is required of another machine unless it says otherwise")
    func urls() throws {
        func location(_ text: String) throws -> PostgresLocation? {
            PostgresLocation(url: try #require(URL(string: text)))
        }
        let valid = try #require(try location("postgresql://u:p@db:6543/inventory?sslmode=require"))
        #expect(valid.host == "db" && valid.port == 6543 && valid.username == "u" && valid.database == "inventory" && valid.tls == .require)
        #expect(try location("postgres://u@db/inventory")?.port == 5432)
        // Unsaid, TLS is required of another machine and preferred on this one.
        for (text, tls) in [("postgres://u@db/c", PostgresLocation.TLSMode.require), ("postgres://u@10.0.0.5/c", .require), ("postgres://u@127.example/c", .require),
                            ("postgres://u@localhost/c", .prefer), ("postgres://u@127.0.0.1:5433/c", .prefer), ("postgres://u@[::1]/c", .prefer),
                            ("postgres://u@db/c?sslmode=prefer", .prefer), ("postgres://u@localhost/c?sslmode=require", .require)] {
            #expect(try location(text)?.tls == tls, "\(text)")
        }
        for text in ["http://u@db/inventory", "postgres://db/inventory", "postgres://u@db", "postgres://u@db/a/b", "postgres://u@db/c?sslmode=maybe",
                     "postgres://u@db/c?sslMode=require", "postgres://u@db/c?sslmode=require&sslmode=disable", "postgres://u@db/c?sslmode", "postgres://u@db/c?ssl=true"] {
            #expect(try location(text) == nil, "\(text)")
        }
    }
}
