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
            return try RouteAddress(segments: path.split(separator: "/").map(String.init), query: query).route()
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

    /// The path and query of `route`'s page.
    static func path(for route: Route) -> String {
        let address = RouteAddress(route)
        var components = URLComponents()
        components.path = "/" + address.segments.joined(separator: "/")
        components.queryItems = address.query.isEmpty ? nil : address.query.map { URLQueryItem(name: $0.name, value: $0.value) }
        return components.string ?? components.path
    }
}
