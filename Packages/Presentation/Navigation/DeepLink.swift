import Foundation

/// Links into the catalog, both ways: `catalog://products/42` opens a product,
/// `catalog://products?search=lamp&page=2` a list.
///
/// The query parameters are the ones every app uses: `search`, `category`, `sort`,
/// `page` and `page-size`.
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
        switch segments.first {
        case "products" where segments.count == 1:
            return .productList(try ListParameters.request(from: components.queryItems ?? []))
        case "products" where segments.count == 2:
            guard components.queryItems?.isEmpty ?? true else {
                throw .unknownParameter(components.queryItems?.first?.name ?? "")
            }
            guard let id = Int64(segments[1]), id > 0 else { throw .invalidProductID(segments[1]) }
            return .productDetail(id: id)
        default:
            throw .unknownPath("/" + segments.joined(separator: "/"))
        }
    }

    /// The link that opens `route`; parameters at their default are left out.
    public static func link(for route: Route) -> String {
        var components = URLComponents()
        components.scheme = scheme
        components.host = "products"
        switch route {
        case .productList(let request):
            let items = ListParameters.queryItems(for: request)
            components.queryItems = items.isEmpty ? nil : items
        case .productDetail(let id):
            components.path = "/\(id)"
        }
        return components.string ?? "\(scheme)://products"
    }
}

/// Why a link could not be opened. `message` says it for a person.
public enum DeepLinkError: Error, Hashable, Sendable {
    case malformed(String)
    case unsupportedScheme(String)
    case unknownPath(String)
    case invalidProductID(String)
    case unknownParameter(String)
    case invalidParameter(name: String, value: String)

    public var message: String {
        switch self {
        case .malformed(let link):
            "“\(link)” is not a link; links look like catalog://products/42."
        case .unsupportedScheme(let scheme):
            "Links with the scheme “\(scheme):” are not catalog links; use catalog://."
        case .unknownPath(let path):
            "Nothing lives at “\(path)”; links go to catalog://products or catalog://products/ID."
        case .invalidProductID(let id):
            "“\(id)” is not a product id; ids are whole numbers from 1."
        case .unknownParameter(let name):
            "The link parameter “\(name)” is unknown; use \(ListParameters.names.joined(separator: ", "))."
        case .invalidParameter(let name, let value):
            "“\(value)” is not a valid \(name)."
        }
    }
}
