/// A category in the list of categories, with how many products it holds.
public struct CategorySummaryDTO: Codable, Hashable, Sendable {
    public var slug: String
    public var name: String
    public var productCount: Int

    public init(slug: String, name: String, productCount: Int) {
        self.slug = slug
        self.name = name
        self.productCount = productCount
    }
}
