import Foundation
import HTTPTypes

/// What the server believes of `X-Forwarded-For` and `X-Forwarded-Proto`: only what a proxy
/// it was told to trust says. Anyone else can write those headers, so from anyone else
/// they are ignored: the client is the connection's peer, and it came over plain HTTP.
public struct ForwardedHeaders: Sendable, Equatable {
    /// The addresses of the proxies in front of this server, as the server sees them.
    public let trustedProxies: Set<String>

    /// No proxy in front: the headers are never believed.
    public static let ignored = ForwardedHeaders(normalized: [])

    private init(normalized: Set<String>) {
        trustedProxies = normalized
    }

    /// - Throws: when an address is not an IPv4 or IPv6 address.
    public init(trustedProxies: some Sequence<String>) throws(InvalidProxyAddress) {
        var addresses: Set<String> = []
        for address in trustedProxies {
            // Written as the connection's peer is written, so that the two compare equal.
            guard let written = ClientAddress.written(address) else { throw InvalidProxyAddress(text: address) }
            addresses.insert(written)
        }
        self.init(normalized: addresses)
    }

    /// Who sent the request, and whether it reached the first proxy over HTTPS. Behind
    /// trusted proxies the client is the last address in `X-Forwarded-For` that is not a
    /// trusted proxy: the ones before it were written by the client, and could be anything.
    /// Its scheme is the `X-Forwarded-Proto` value in the same place counted from the end,
    /// as proxies that append add one value to each header; where there are fewer values
    /// (a proxy that sets the header rather than adding to it), the last. This holds when
    /// every trusted proxy appends to both headers or the one facing clients sets the
    /// scheme; a chain of other kinds should serve HTTPS only, with `--secure-cookies`.
    /// A value that is not an address (text the client wrote, passed through) names no
    /// one: the client is then the proxy itself, so that no one escapes the throttle, or
    /// writes what they like into the log, by writing a new value each time.
    func client(peer: String, headers: HTTPFields) -> (address: String, overHTTPS: Bool) {
        guard trusts(peer) else { return (peer, false) }
        let chain = Self.values(of: .xForwardedFor, in: headers).map { ClientAddress.parsed($0) }
        let place = chain.lastIndex(where: { $0.map { !trustedProxies.contains($0) } ?? true }) ?? chain.startIndex
        let schemes = Self.values(of: .xForwardedProto, in: headers)
        let hopsAfter = max(chain.count - 1 - place, 0)
        let scheme = schemes.count > hopsAfter ? schemes[schemes.count - 1 - hopsAfter] : schemes.last
        return ((chain.isEmpty ? nil : chain[place]) ?? peer, scheme?.lowercased() == "https")
    }

    /// Whether the connection's peer `peer` is one of the trusted proxies.
    func trusts(_ peer: String) -> Bool {
        trustedProxies.contains(ClientAddress.unmapped(peer))
    }

    /// Every comma-separated value of every field named `name`, in order, trimmed.
    private static func values(of name: HTTPField.Name, in headers: HTTPFields) -> [String] {
        headers[values: name].flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// A `--trusted-proxy` that is not an address.
public struct InvalidProxyAddress: Error, Equatable, CustomStringConvertible {
    let text: String

    public var description: String {
        "“\(text)” is not an IP address; give each proxy in front of this server as the address it connects from, such as 10.0.0.5 or ::1"
    }
}

extension HTTPField.Name {
    static let xForwardedFor = Self("X-Forwarded-For")!
    static let xForwardedProto = Self("X-Forwarded-Proto")!
}
