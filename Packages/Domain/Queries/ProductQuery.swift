/// What to search for, in which order, and which page of the results to return.
public struct ProductQuery: Hashable, Sendable {
    /// Words to find in a product's name or summary; empty matches every product.
    public var text: String
    /// A category slug to keep, or `nil` for every category.
    public var category: String?
    public var sort: ProductSort
    /// 1-based.
    public var page: Int
    public var pageSize: Int

    public static let defaultPageSize = 20
    public static let maximumPageSize = 100
    /// Far past any real catalog's last page; a bound keeps every offset in range.
    public static let maximumPage = 1_000_000
    /// In Unicode scalars, as JSON Schema's `maxLength` counts, before trimming.
    public static let maximumTextLength = 200

    public init(
        text: String = "",
        category: String? = nil,
        sort: ProductSort = .relevance,
        page: Int = 1,
        pageSize: Int = ProductQuery.defaultPageSize
    ) {
        self.text = text
        self.category = category
        self.sort = sort
        self.page = page
        self.pageSize = pageSize
    }

    /// How many matches come before this page.
    public var offset: Int { (page - 1) * pageSize }

    /// The search text without surrounding white space.
    public var trimmedText: String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[first...last])
    }
}
