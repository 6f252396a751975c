import Foundation

/// Links into the catalog, both ways: `catalog://` opens home, `catalog://products/42` a
/// product, `catalog://products?search=lamp&page=2` a list, `catalog://categories` the
/// categories.
public enum DeepLink {
    public static let scheme = "catalog"

    /// The route a link opens.
    public static func route(from link: String) throws(DeepLinkError) -> Route {
        guard let components = URLComponents(string: link), let scheme = components.scheme else {
            throw .malformed(link)
        }
        guard scheme.lowercased() == Self.scheme else {
            throw .unsupportedScheme(scheme)
        }
        // `catalog://products/42` puts `products` in the host; `catalog:products/42` does not.
        let segments = ([components.host ?? ""] + components.path.split(separator: "/").map(String.init))
            .filter { !$0.isEmpty }
        let query = (components.queryItems ?? []).map { RouteAddress.Pair(name: $0.name, value: $0.value ?? "") }
        return try RouteAddress(segments: segments, query: query).route()
    }

    /// The link that opens `route`; parameters at their default are left out.
    public static func link(for route: Route) -> String {
        let address = RouteAddress(route)
        guard !address.segments.isEmpty else { return "\(scheme)://" }
        var components = URLComponents()
        components.scheme = scheme
        components.host = address.segments.first
        components.path = address.segments.dropFirst().map { "/" + $0 }.joined()
        components.queryItems = address.query.isEmpty ? nil : address.query.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.string ?? "\(scheme)://"
    }
}
