import Domain

/// Links into the catalog, both ways: `catalog://` opens home, `catalog://products/42` a
/// product, `catalog://products?search=lamp&page=2` a list, `catalog://categories` the
/// categories. A link is `scheme:`, an optional `//`, the address's segments and its query
/// (read and spelled by `RouteAddress`, as the pages' addresses are).
public enum DeepLink {
    public static let scheme = "catalog"

    /// The route a link opens.
    public static func route(from link: String) throws(DeepLinkError) -> Route {
        // Delimiters are found by bytes: a character that joins the one after it must not hide it.
        let bytes = link.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), isScheme(link[..<colon]) else { throw .malformed(link) }
        guard link[..<colon].lowercased() == Self.scheme else { throw .unsupportedScheme(String(link[..<colon])) }
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let start = bytes.index(after: colon)
        let mark = bytes[start..<end].firstIndex(of: UInt8(ascii: "?"))
        let query = mark.map { link[bytes.index(after: $0)..<end] } ?? ""
        // `catalog://products/42` and the same without its slashes name the same address.
        let address: RouteAddress
        do {
            address = try RouteAddress(path: link[start..<(mark ?? end)], queryString: query)
        } catch .malformed {
            throw .malformed(link)
        }
        return try address.route()
    }

    /// The link that opens `route`; parameters at their default are left out.
    public static func link(for route: Route) -> String {
        let address = RouteAddress(route)
        let path = address.segments.map(RouteAddress.escaped).joined(separator: "/")
        return "\(scheme)://" + path + (address.query.isEmpty ? "" : "?" + address.queryString)
    }

    /// RFC 3986's scheme: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z"), digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard let first = text.utf8.first, letters.contains(first | 0x20) else { return false }
        return text.utf8.allSatisfy { letters.contains($0 | 0x20) || digits.contains($0) || "+-.".utf8.contains($0) }
    }
}
