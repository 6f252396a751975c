/// Every category, ordered by name: the answer of `GET /api/v1/categories`.
public struct CategoryListDTO: Codable, Hashable, Sendable {
    public var categories: [CategorySummaryDTO]

    public init(categories: [CategorySummaryDTO]) {
        self.categories = categories
    }
}
