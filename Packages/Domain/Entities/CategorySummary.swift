/// A category as a list of categories shows it: with how many products it holds.
public struct CategorySummary: Hashable, Sendable {
    public let category: Category
    public let productCount: Int

    public init(category: Category, productCount: Int) {
        self.category = category
        self.productCount = productCount
    }
}
