/// The API's paths, for the server's router and the client alike.
public enum APIPaths {
    public static let products = "/api/v1/products"
    public static let categories = "/api/v1/categories"

    public static func product(_ id: Int64) -> String { "\(products)/\(id)" }
}
