@testable import DataLayer
import Domain
import Foundation
import Testing

@Suite("PostgreSQL store: failures without a server")
struct PostgresStoreTests {
    /// A loopback port nothing listens on: one the system just handed out and took back.
    static func closedPort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @Test("A server that is not there is the app's storage error at once, naming where and never the password")
    func unreachable() async throws {
        let port = try Self.closedPort()
        let url = try #require(URL(string: "postgres://shop:secret@127.0.0.1:\(port)/shop?sslmode=disable"))
        let location = try #require(PostgresLocation(url: url))
        let store = PostgresStore(location: location, migrations: [])
        let thrown = await #expect(throws: PostgresStoreError.self) { _ = try await store.client() }
        guard case .storageUnavailable(let reason)? = thrown.map({ AppError(storage: $0, at: location) }) else {
            Issue.record("not the storage error: \(String(describing: thrown))")
            return
        }
        #expect(reason.contains("cannot reach the PostgreSQL database shop at 127.0.0.1"))
        #expect(!reason.contains("secret"))
        await store.close()
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
