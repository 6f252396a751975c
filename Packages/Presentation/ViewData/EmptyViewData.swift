import Domain

/// Why a list has nothing to show, and what to try instead.
public struct EmptyViewData: Hashable, Sendable {
    public let title: String
    public let message: String
    /// How many products match over all pages: more than 0 when the page is past the end.
    public let totalCount: Int
    public let pageCount: Int

    public init(title: String, message: String, totalCount: Int = 0, pageCount: Int = 0) {
        self.title = title
        self.message = message
        self.totalCount = totalCount
        self.pageCount = pageCount
    }

    /// A page past the last of a list that is not empty.
    init<Item>(pastTheEndOf page: Page<Item>) {
        self.init(
            title: "No page \(page.page)",
            message: "Page \(page.page) is past the last page (\(page.pageCount)); go back to page \(page.pageCount).",
            totalCount: page.totalCount,
            pageCount: page.pageCount
        )
    }

    // sample:begin
    init(page: Page<Product>, selection: ProductSelection) {
        let text = selection.query.trimmedText
        if page.totalCount > 0 {
            self.init(pastTheEndOf: page)
        } else if !text.isEmpty {
            self.init(
                title: "No matches",
                message: "No products match “\(text)”\(selection.category.map { " in “\($0)”" } ?? ""). Try fewer or shorter words."
            )
        } else if let category = selection.category {
            self.init(
                title: "No products",
                message: "No products are in the category “\(category)”. Check the category's spelling."
            )
        } else {
            self.init(title: "No products", message: "The catalog is empty.")
        }
    }
    // sample:end
}
