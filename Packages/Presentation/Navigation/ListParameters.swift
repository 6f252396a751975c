import Foundation

/// Reads and writes a `ProductListRequest` as URL query items, for deep links and for
/// any app whose addresses carry a list's state.
public enum ListParameters {
    public static let names = ["search", "category", "sort", "page", "page-size"]

    /// The request the items describe; unknown names and malformed values are errors.
    public static func request(from items: [URLQueryItem]) throws(DeepLinkError) -> ProductListRequest {
        var request = ProductListRequest()
        for item in items {
            let value = item.value ?? ""
            switch item.name {
            case "search":
                request.searchText = value
            case "category":
                request.category = value.isEmpty ? nil : value
            case "sort":
                guard let sort = ProductSortOption(rawValue: value) else {
                    throw .invalidParameter(name: "sort", value: value)
                }
                request.sort = sort
            case "page":
                guard let page = Int(value) else { throw .invalidParameter(name: "page", value: value) }
                request.page = page
            case "page-size":
                guard let size = Int(value) else { throw .invalidParameter(name: "page-size", value: value) }
                request.pageSize = size
            default:
                throw .unknownParameter(item.name)
            }
        }
        return request
    }

    /// The items for `request`, in a fixed order, leaving out every default value.
    public static func queryItems(for request: ProductListRequest) -> [URLQueryItem] {
        let defaults = ProductListRequest()
        var items: [URLQueryItem] = []
        if !request.searchText.isEmpty { items.append(URLQueryItem(name: "search", value: request.searchText)) }
        if let category = request.category { items.append(URLQueryItem(name: "category", value: category)) }
        if request.sort != defaults.sort { items.append(URLQueryItem(name: "sort", value: request.sort.rawValue)) }
        if request.page != defaults.page { items.append(URLQueryItem(name: "page", value: String(request.page))) }
        if request.pageSize != defaults.pageSize {
            items.append(URLQueryItem(name: "page-size", value: String(request.pageSize)))
        }
        return items
    }
}
