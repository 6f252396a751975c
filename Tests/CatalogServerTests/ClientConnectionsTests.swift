@testable import CatalogServer
import Testing

@Suite("Connections per client: one client cannot hold them all")
struct ClientConnectionsTests {
    @Test("A client is admitted up to the limit, then refused until one of its connections closes; another client is counted apart")
    func limit() throws {
        let connections = ClientConnections(limit: 2)
        let client = try #require(connections.key(of: "203.0.113.9"))
        #expect([connections.admit(client), connections.admit(client), connections.admit(client)] == [true, true, false])
        #expect(connections.admit(try #require(connections.key(of: "203.0.113.10"))))
        // A refused connection is not counted: one release makes room again.
        connections.release(client)
        #expect([connections.admit(client), connections.admit(client)] == [true, false])
    }

    @Test("An IPv6 client is its /48, whichever of its /64s it connects from; an IPv4 one however its connection came; a trusted proxy is not counted")
    func keys() throws {
        let connections = ClientConnections(limit: 1, forwarded: try ForwardedHeaders(trustedProxies: ["10.0.0.5"]))
        #expect(connections.key(of: "2001:db8:0:1::1") == connections.key(of: "2001:db8:0:1:ffff::2"))
        #expect(connections.key(of: "2001:db8:0:1::1") == connections.key(of: "2001:db8:0:ff00::1"))
        #expect(connections.key(of: "2001:db8:0:1::1") != connections.key(of: "2001:db8:1:1::1"))
        #expect(connections.key(of: "203.0.113.9") != connections.key(of: "203.0.113.10"))
        #expect(connections.key(of: "::ffff:203.0.113.9") == connections.key(of: "203.0.113.9"))
        #expect(connections.key(of: "10.0.0.5") == nil && connections.key(of: "::ffff:10.0.0.5") == nil)
    }
}
