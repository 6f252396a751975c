import Foundation
import Presentation

/// Page addresses and the `Route` enum, both ways, through the same deep-link parser
/// the command-line app uses: `/products/42` is `catalog://products/42`.
enum WebRoutes {
    static func route(path: String, query: String?) throws(DeepLinkError) -> Route {
        let link = "\(DeepLink.scheme):/" + path + (query.map { $0.isEmpty ? "" : "?" + $0 } ?? "")
        return try DeepLink.route(from: link)
    }

    static func path(for route: Route) -> String {
        let link = DeepLink.link(for: route)
        return String(link.dropFirst("\(DeepLink.scheme):/".count))
    }
}
