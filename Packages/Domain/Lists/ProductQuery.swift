/// What to search for, in which order, and which page of the results to return.
public struct ProductQuery: Hashable, Sendable {
    /// Words to find in a product's name or summary (`words`); empty matches every product.
    public var text: String
    /// A category slug to keep, or `nil` for every category.
    public var category: String?
    public var sort: ProductSort
    public var page: PageRequest

    /// In Unicode scalars, as JSON Schema's `maxLength` counts, before trimming.
    public static let maximumTextLength = 200

    public init(
        text: String = "",
        category: String? = nil,
        sort: ProductSort = .relevance,
        page: PageRequest = PageRequest()
    ) {
        self.text = text
        self.category = category
        self.sort = sort
        self.page = page
    }

    /// Why this query cannot be answered, or `nil` when it can: the page's bounds, the
    /// text's length and words, the category's spelling.
    public var problem: InvalidQueryReason? {
        if let problem = page.problem { return problem }
        let length = text.unicodeScalars.count
        if length > Self.maximumTextLength { return .textTooLong(length: length, maximum: Self.maximumTextLength) }
        let wordCount = words.count
        if wordCount > Self.maximumWordCount { return .tooManyWords(count: wordCount, maximum: Self.maximumWordCount) }
        if let category, !Category.isValidSlug(category) { return .malformedCategory(category) }
        return nil
    }

    /// The search text without surrounding white space.
    public var trimmedText: String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[first...last])
    }
}
