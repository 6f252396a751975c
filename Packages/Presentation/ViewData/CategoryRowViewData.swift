import Domain

/// One category in the list, ready to show.
public struct CategoryRowViewData: Identifiable, Hashable, Sendable {
    /// The category's slug.
    public let id: String
    public let name: String
    public let productCount: Int
    /// Such as `75 products`.
    public let productCountLabel: String
    /// The list of the category's products, where selecting the row leads.
    public let route: Route

    public init(id: String, name: String, productCount: Int, productCountLabel: String, route: Route) {
        self.id = id
        self.name = name
        self.productCount = productCount
        self.productCountLabel = productCountLabel
        self.route = route
    }

    init(_ summary: CategorySummary) {
        self.init(
            id: summary.category.slug,
            name: summary.category.name,
            productCount: summary.productCount,
            productCountLabel: ProductCountText.describe(summary.productCount),
            route: .productList(ProductSelection(category: summary.category.slug))
        )
    }
}
