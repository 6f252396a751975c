/// The query of `GET /api/v1/products`: the same names the CLI's options and the web
/// pages' links use.
public struct ProductSearchParameters: Hashable, Sendable {
    public var search: String
    public var category: String?
    public var sort: String
    public var page: Int
    public var pageSize: Int

    public static let names = ["search", "category", "sort", "page", "page-size"]
    public static let sorts = ["relevance", "name", "price-asc", "price-desc"]
    public static let defaultPageSize = 20

    public init(search: String = "", category: String? = nil, sort: String = "relevance", page: Int = 1, pageSize: Int = ProductSearchParameters.defaultPageSize) {
        self.search = search
        self.category = category
        self.sort = sort
        self.page = page
        self.pageSize = pageSize
    }

    /// Reads query parameters; a malformed or unknown one is a 400 problem.
    public init(query: [(name: String, value: String)]) throws(ProblemDTO) {
        self.init()
        for (name, value) in query {
            switch name {
            case "search": search = value
            case "category": category = value.isEmpty ? nil : value
            case "sort":
                guard Self.sorts.contains(value) else {
                    throw .invalidParameter("“\(value)” is not a sort order; use \(Self.sorts.joined(separator: ", ")).")
                }
                sort = value
            case "page":
                guard let number = Int(value) else { throw .invalidParameter("“\(value)” is not a page number.") }
                page = number
            case "page-size":
                guard let number = Int(value) else { throw .invalidParameter("“\(value)” is not a page size.") }
                pageSize = number
            default:
                throw .invalidParameter("“\(name)” is not a parameter; use \(Self.names.joined(separator: ", ")).")
            }
        }
    }

    /// The query parameters, leaving out defaults, in a fixed order.
    public var query: [(name: String, value: String)] {
        var items: [(String, String)] = []
        if !search.isEmpty { items.append(("search", search)) }
        if let category { items.append(("category", category)) }
        if sort != "relevance" { items.append(("sort", sort)) }
        if page != 1 { items.append(("page", String(page))) }
        if pageSize != Self.defaultPageSize { items.append(("page-size", String(pageSize))) }
        return items
    }
}

/// The API's paths, for the server's router and the client alike.
public enum APIPaths {
    public static let products = "/api/v1/products"

    public static func product(_ id: Int64) -> String { "\(products)/\(id)" }
}

/// A JSON API answer: the value, or the problem to send instead.
public enum APIResult<Value: Sendable>: Sendable {
    case success(Value)
    case problem(ProblemDTO)
}

/// The catalog's JSON API, apart from HTTP: what a server exposes and serves.
public protocol CatalogAPI: Sendable {
    func searchProducts(_ parameters: ProductSearchParameters) async -> APIResult<ProductPageDTO>
    func product(id: String) async -> APIResult<ProductDTO>
}
