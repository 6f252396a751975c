import Foundation
import Hummingbird
import Presentation

/// Page addresses and routes, both ways: `/products/42` is the route that
/// `catalog://products/42` opens, read and written by the same `RouteAddress`.
enum WebRoutes {
    /// The route a request's path and query name.
    static func route(for request: Request) throws(PageError) -> Route {
        let path = request.uri.path
        let query = request.uri.queryParameters.map { RouteAddress.Pair(name: String($0.key), value: String($0.value)) }
        do {
            // Split by bytes: splitting by `Character`s works out grapheme boundaries on every one.
            let segments = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
            return try RouteAddress(segments: segments, query: query).route()
        } catch {
            throw PageError(error, path: path)
        }
    }

    // sample:begin
    /// The product id `text` spells, read by the same rule as a product page's address.
    static func productID(_ text: String) -> Int64? {
        guard case .productDetail(let id)? = try? RouteAddress(segments: ["products", text]).route() else { return nil }
        return id
    }
    // sample:end

    /// The path and query of `route`'s page. An address of plain words and numbers, as
    /// most of a page's links are, is joined as it is (escaping would leave it unchanged);
    /// any other is escaped by `URLComponents`.
    static func path(for route: Route) -> String {
        let address = RouteAddress(route)
        guard address.segments.allSatisfy(isPlain), address.query.allSatisfy({ isPlain($0.name) && isPlain($0.value) }) else {
            var components = URLComponents()
            components.path = "/" + address.segments.joined(separator: "/")
            components.queryItems = address.query.isEmpty ? nil : address.query.map { URLQueryItem(name: $0.name, value: $0.value) }
            return components.string ?? components.path
        }
        // Written into one string: a page has dozens of links.
        var path = address.segments.isEmpty ? "/" : ""
        path.reserveCapacity(64)
        for segment in address.segments {
            path += "/"
            path += segment
        }
        for (index, pair) in address.query.enumerated() {
            path += index == 0 ? "?" : "&"
            path += pair.name
            path += "="
            path += pair.value
        }
        return path
    }

    /// Only characters that an address never escapes: RFC 3986's unreserved ones.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
            default: false
            }
        }
    }
}
