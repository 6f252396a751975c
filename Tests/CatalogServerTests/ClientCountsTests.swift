@testable import CatalogServer
import Testing

@Suite("Connections per client: one client cannot hold them all")
struct ClientCountsTests {
    @Test("A client is admitted up to the limit, then refused until one of its connections closes; another client is counted apart")
    func limit() throws {
        let connections = ClientCounts(limit: 2)
        let client = try #require(connections.key(of: "203.0.113.9"))
        #expect([connections.admit(client), connections.admit(client), connections.admit(client)] == [true, true, false])
        #expect(connections.admit(try #require(connections.key(of: "203.0.113.10"))))
        // A refused connection is not counted: one release makes room again.
        connections.release(client)
        #expect([connections.admit(client), connections.admit(client)] == [true, false])
    }

    @Test("An IPv6 client is its /64, an IPv4 one however its connection came; a trusted proxy is not counted")
    func keys() throws {
        let connections = ClientCounts(limit: 1, forwarded: try ForwardedHeaders(trustedProxies: ["10.0.0.5"]))
        #expect(connections.key(of: "2001:db8:0:1::1") == connections.key(of: "2001:db8:0:1:ffff::2"))
        #expect(connections.key(of: "2001:db8:0:1::1") != connections.key(of: "2001:db8:0:2::1"))
        #expect(connections.key(of: "::ffff:203.0.113.9") == connections.key(of: "203.0.113.9"))
        #expect(connections.key(of: "10.0.0.5") == nil && connections.key(of: "::ffff:10.0.0.5") == nil)
    }

    @Test("The /64s of one IPv6 /48 hold four clients' worth together: a line with thousands of them takes no more, and another /48 is counted apart")
    func sites() throws {
        let connections = ClientCounts(limit: 2)
        let clients = try (1...5).map { try #require(connections.key(of: "2001:db8:7:\($0)::1")) }
        // Two each from the first four /64s: the /48's eight.
        for client in clients.prefix(4) { #expect([connections.admit(client), connections.admit(client)] == [true, true]) }
        #expect(!connections.admit(clients[4]), "a fifth /64 of the same /48")
        #expect(connections.admit(try #require(connections.key(of: "2001:db8:8:1::1"))), "another /48")
        connections.release(clients[0])
        #expect([connections.admit(clients[4]), connections.admit(clients[4])] == [true, false])
    }
}
