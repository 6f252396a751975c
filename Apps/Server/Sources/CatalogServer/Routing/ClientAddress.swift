import NIOCore

/// A client's address as the server compares and counts it.
enum ClientAddress {
    /// `address` with an IPv4 address in IPv6's mapped form (`::ffff:10.0.0.5`, as a server
    /// listening on `::` sees an IPv4 peer) written as IPv4, so that a client is one
    /// address however its connection came.
    static func unmapped(_ address: String) -> String {
        let prefix = "::ffff:"
        guard address.count > prefix.count, address.lowercased().hasPrefix(prefix) else { return address }
        let rest = address.dropFirst(prefix.count)
        return rest.contains(".") ? String(rest) : address
    }

    /// `text`, a value of `X-Forwarded-For`, as the address it names, written as the
    /// connection writes one: an IPv4 or IPv6 address, the port or the brackets some
    /// proxies add (`203.0.113.9:41234`, `[2001:db8::1]:443`) taken off; `nil` for
    /// anything else.
    static func parsed(_ text: String) -> String? {
        // The longest address written out in full, IPv4 inside IPv6, with a port.
        guard text.utf8.count <= 64 else { return nil }
        var address = Substring(text)
        if address.hasPrefix("[") {
            guard let close = address.firstIndex(of: "]") else { return nil }
            address = address[address.index(after: address.startIndex)..<close]
        } else if address.firstIndex(of: ":") == address.lastIndex(of: ":"), let colon = address.firstIndex(of: ":") {
            address = address[..<colon]
        }
        return written(String(address))
    }

    /// `text` written as the connection writes an address, an IPv4 one unmapped; `nil` for
    /// anything but an IPv4 or IPv6 address.
    static func written(_ text: String) -> String? {
        guard let parsed = try? SocketAddress(ipAddress: text, port: 0), let written = parsed.ipAddress else { return nil }
        return unmapped(written)
    }

    /// What the credential throttle counts `address` as: an IPv6 address as its /64 network
    /// (`2001:db8:0:1::/64`), which one host or one customer's line commonly holds whole;
    /// an IPv4 address, mapped or not, as itself; anything else as it is.
    static func network(_ address: String) -> String {
        let address = unmapped(address)
        return v6Groups(address).map { $0.prefix(4).joined(separator: ":") + "::/64" } ?? address
    }

    /// The wider network the credential throttle counts `address` with once it remembers
    /// as many clients as it may, and whose IPv6 /64s share a cap on connections: an IPv6
    /// address's /48 (`2001:db8:1::/48`), the most a site is commonly given; an IPv4
    /// address's /24 (`192.0.2.0/24`); anything else as it is.
    static func wideNetwork(_ address: String) -> String {
        let address = unmapped(address)
        if let groups = v6Groups(address) { return groups.prefix(3).joined(separator: ":") + "::/48" }
        guard let parsed = try? SocketAddress(ipAddress: address, port: 0), case .v4 = parsed, let text = parsed.ipAddress else { return address }
        return text.split(separator: ".").prefix(3).joined(separator: ".") + ".0/24"
    }

    /// The eight groups of an IPv6 address (not one written with IPv4 inside), as the
    /// connection writes them: without leading zeros; nil for anything else.
    private static func v6Groups(_ address: String) -> [Substring]? {
        guard let parsed = try? SocketAddress(ipAddress: address, port: 0), case .v6 = parsed,
              let text = parsed.ipAddress, !text.contains(".") else { return nil }
        let halves = text.split(separator: "::", omittingEmptySubsequences: false)
        let head = halves[0].split(separator: ":")
        let tail = halves.count > 1 ? halves[1].split(separator: ":") : []
        return head + Array(repeating: "0", count: max(0, 8 - head.count - tail.count)) + tail
    }
}
