import Domain

/// One product in full, ready to show.
public struct ProductDetailViewData: Identifiable, Hashable, Sendable {
    public let id: Int64
    public let name: String
    public let summary: String
    public let price: String
    public let stock: String
    public let isAvailable: Bool
    public let categoryName: String
    public let categorySlug: String
    /// The list of this product's category.
    public let categoryRoute: Route
    /// Counts the product's saved edits; an editor saves over the version it showed.
    public let version: Int

    public init(
        id: Int64, name: String, summary: String, price: String, stock: String,
        isAvailable: Bool, categoryName: String, categorySlug: String, categoryRoute: Route, version: Int
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.price = price
        self.stock = stock
        self.isAvailable = isAvailable
        self.categoryName = categoryName
        self.categorySlug = categorySlug
        self.categoryRoute = categoryRoute
        self.version = version
    }

    init(_ product: Product) {
        self.init(
            id: product.id.rawValue,
            name: product.name,
            summary: product.summary,
            price: PriceFormatter.string(for: product.price),
            stock: StockText.describe(product.stock),
            isAvailable: product.isInStock,
            categoryName: product.category.name,
            categorySlug: product.category.slug,
            categoryRoute: .productList(ProductSelection(category: product.category.slug)),
            version: product.version
        )
    }
}
