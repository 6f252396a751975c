import HTTPTypes
import Testing
@testable import CatalogServer

@Suite("Forwarded headers: believed from a trusted proxy only")
struct ForwardedHeadersTests {
    let headers: HTTPFields = [
        .xForwardedFor: "198.51.100.7", .xForwardedFor: "203.0.113.9, 10.0.0.2", .xForwardedProto: "https, http",
    ]

    @Test("From a peer that is not a trusted proxy, the headers say nothing")
    func untrustedPeer() throws {
        let forwarded = try ForwardedHeaders(trustedProxies: ["10.0.0.1"])
        #expect(forwarded.client(peer: "192.0.2.4", headers: headers) == ("192.0.2.4", false))
        #expect(ForwardedHeaders.ignored.client(peer: "10.0.0.1", headers: headers) == ("10.0.0.1", false))
    }

    @Test("Behind trusted proxies the client is the last address no trusted proxy has, and the scheme its proxy was reached by")
    func trustedChain() throws {
        let forwarded = try ForwardedHeaders(trustedProxies: ["10.0.0.1", "10.0.0.2"])
        #expect(forwarded.client(peer: "10.0.0.1", headers: headers) == ("203.0.113.9", true))
        let onlyProxies: HTTPFields = [.xForwardedFor: "10.0.0.2"]
        #expect(forwarded.client(peer: "10.0.0.1", headers: onlyProxies) == ("10.0.0.2", false))
        #expect(forwarded.client(peer: "10.0.0.1", headers: [:]) == ("10.0.0.1", false))
    }

    @Test("The scheme is the one written for the client's own hop: one the client wrote before it is not believed")
    func schemeOfTheClientsHop() throws {
        let forwarded = try ForwardedHeaders(trustedProxies: ["10.0.0.1", "10.0.0.2"])
        // The client wrote `https` itself; each proxy appended the scheme it was reached by.
        let forged: HTTPFields = [.xForwardedFor: "203.0.113.9, 10.0.0.2", .xForwardedProto: "https, http, http"]
        #expect(forwarded.client(peer: "10.0.0.1", headers: forged) == ("203.0.113.9", false))
        // A proxy that sets the header alone: its one value counts, wherever the client is.
        let set: HTTPFields = [.xForwardedFor: "203.0.113.9, 10.0.0.2", .xForwardedProto: "https"]
        #expect(forwarded.client(peer: "10.0.0.1", headers: set) == ("203.0.113.9", true))
    }

    @Test("A trusted proxy's value that is no address names no one: the client is the proxy; a port or brackets a proxy added are taken off", arguments: [
        ("203.0.113.9:41234", "203.0.113.9"),
        ("[2001:db8::1]:443", "2001:db8::1"),
        ("[2001:DB8:0::1]", "2001:db8::1"),
        ("::ffff:203.0.113.9", "203.0.113.9"),
        ("2001:db8::1", "2001:db8::1"),
        ("unknown", "10.0.0.1"),
        ("203.0.113.9\u{9}evil", "10.0.0.1"),
        ("203.0.113.999", "10.0.0.1"),
        (String(repeating: "a", count: 8_000), "10.0.0.1"),
    ])
    func clientIsAnAddress(value: String, client: String) throws {
        let forwarded = try ForwardedHeaders(trustedProxies: ["10.0.0.1"])
        #expect(forwarded.client(peer: "10.0.0.1", headers: [.xForwardedFor: value]).address == client)
    }

    @Test("A trusted proxy that writes its own address with a port is still known as one")
    func proxyWithPort() throws {
        let forwarded = try ForwardedHeaders(trustedProxies: ["10.0.0.1", "10.0.0.2"])
        #expect(forwarded.client(peer: "10.0.0.1", headers: [.xForwardedFor: "203.0.113.9:5000, 10.0.0.2:443"]).address == "203.0.113.9")
    }

    @Test("Addresses are compared as the connection writes them; one that is not an address is refused with what to give")
    func addresses() throws {
        let forwarded = try ForwardedHeaders(trustedProxies: ["0:0:0:0:0:0:0:1"])
        #expect(forwarded.trustedProxies == ["::1"])
        // A server listening on `::` sees an IPv4 proxy in IPv6's mapped form.
        let mapped = try ForwardedHeaders(trustedProxies: ["10.0.0.1", "::ffff:10.0.0.2"])
        #expect(mapped.trustedProxies == ["10.0.0.1", "10.0.0.2"])
        #expect(mapped.client(peer: "::ffff:10.0.0.1", headers: headers) == ("203.0.113.9", true))
        #expect(throws: InvalidProxyAddress(text: "proxy.internal")) { try ForwardedHeaders(trustedProxies: ["proxy.internal"]) }
        #expect(InvalidProxyAddress(text: "x").description.contains("such as 10.0.0.5"))
    }
}
