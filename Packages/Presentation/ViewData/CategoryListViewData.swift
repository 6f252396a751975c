import Domain

/// Every category, ready to show.
public struct CategoryListViewData: Hashable, Sendable {
    public let title: String
    public let rows: [CategoryRowViewData]
    /// Such as `8 categories`.
    public let totalLabel: String

    public init(title: String, rows: [CategoryRowViewData], totalLabel: String) {
        self.title = title
        self.rows = rows
        self.totalLabel = totalLabel
    }

    init(_ summaries: [CategorySummary]) {
        self.init(
            title: "Categories",
            rows: summaries.map(CategoryRowViewData.init),
            totalLabel: summaries.count == 1 ? "1 category" : "\(summaries.count) categories"
        )
    }
}
