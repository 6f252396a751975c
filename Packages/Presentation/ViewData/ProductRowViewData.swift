import Domain

/// One product in a list, ready to show.
public struct ProductRowViewData: Identifiable, Hashable, Sendable {
    public let id: Int64
    public let name: String
    /// Formatted for its currency, such as `$59.99`.
    public let price: String
    /// Such as `42 in stock`, `Only 3 left` or `Sold out`.
    public let stock: String
    public let isAvailable: Bool
    public let categoryName: String
    /// Where selecting the row leads.
    public let route: Route
    /// The list of the product's category, for apps that filter from a row.
    public let categoryRoute: Route

    public init(
        id: Int64, name: String, price: String, stock: String,
        isAvailable: Bool, categoryName: String, route: Route, categoryRoute: Route
    ) {
        self.id = id
        self.name = name
        self.price = price
        self.stock = stock
        self.isAvailable = isAvailable
        self.categoryName = categoryName
        self.route = route
        self.categoryRoute = categoryRoute
    }

    init(_ product: Product) {
        self.init(
            id: product.id.rawValue,
            name: product.name,
            price: PriceFormatter.string(for: product.price),
            stock: StockText.describe(product.stock),
            isAvailable: product.isInStock,
            categoryName: product.category.name,
            route: .productDetail(id: product.id.rawValue),
            categoryRoute: .productList(ProductSelection(category: product.category.slug))
        )
    }
}
