/// What to search for, in which order, and which page of the results to return.
public struct ProductQuery: Hashable, Sendable {
    /// Words to find in a product's name or summary (`words`); empty matches every product.
    public var text: String
    /// A category slug to keep, or `nil` for every category.
    public var category: String?
    public var sort: ProductSort
    /// 1-based.
    public var page: Int
    public var pageSize: Int

    /// In Unicode scalars, as JSON Schema's `maxLength` counts, before trimming.
    public static let maximumTextLength = 200

    public init(
        text: String = "",
        category: String? = nil,
        sort: ProductSort = .relevance,
        page: Int = 1,
        pageSize: Int = PageRequest.defaultPageSize
    ) {
        self.text = text
        self.category = category
        self.sort = sort
        self.page = page
        self.pageSize = pageSize
    }

    /// The page asked for, as every list asks for one.
    public var pageRequest: PageRequest {
        get { PageRequest(page: page, pageSize: pageSize) }
        set { (page, pageSize) = (newValue.page, newValue.pageSize) }
    }

    /// How many matches come before this page.
    public var offset: Int { pageRequest.offset }

    /// The search text without surrounding white space.
    public var trimmedText: String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[first...last])
    }
}
