import Domain

/// Which products a list shows: a page, and the search, category and order that narrow
/// and sort them. Apps build it from their own input (flags, query strings, key presses);
/// it holds the Domain's `ProductQuery`, whose grammar reads and writes its pairs.
public struct ProductSelection: Hashable, Sendable {
    var query: ProductQuery

    public init(
        page: PageSelection = PageSelection(),
        searchText: String = "",
        category: String? = nil,
        sort: ProductSortOption = .relevance
    ) {
        query = ProductQuery(text: searchText, category: category, sort: sort.sort, page: page.request)
    }

    /// The selection that name–value pairs describe: a link's or a page's query, or the
    /// command line's options. A name it does not take, or a value that is not what its
    /// name takes, is an error that says which and what to use instead.
    public init(parameters: [(name: String, value: String)]) throws(DeepLinkError) {
        do {
            query = try ProductQuery(parameters: parameters)
        } catch {
            throw .invalidParameters(error.description)
        }
    }

    /// The pairs that describe the selection, defaults left out.
    public var parameters: [(name: String, value: String)] { query.parameters }

    public var page: PageSelection {
        get {
            var page = PageSelection()
            page.request = query.page
            return page
        }
        set { query.page = newValue.request }
    }

    /// The same selection on another page.
    func on(_ page: PageSelection) -> ProductSelection {
        var selection = self
        selection.page = page
        return selection
    }

    /// Words to find in a product's name or summary.
    public var searchText: String {
        get { query.text }
        set { query.text = newValue }
    }

    /// A category slug, or `nil` for every category.
    public var category: String? {
        get { query.category }
        set { query.category = newValue }
    }

    public var sort: ProductSortOption {
        get { ProductSortOption(query.sort) }
        set { query.sort = newValue.sort }
    }

    /// Each of the search's own parameters' names, for apps that declare them one by one
    /// (command-line options); the page's are `PageSelection.ParameterName`.
    public enum ParameterName {
        public static let search = ProductQuery.Parameter.search.name
        public static let category = ProductQuery.Parameter.category.name
        public static let sort = ProductQuery.Parameter.sort.name
    }
}
