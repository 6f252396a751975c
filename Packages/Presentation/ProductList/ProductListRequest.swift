import Domain

/// What a product list shows: the search, filter, order and page a person asked for.
/// Apps build it from their own input (flags, query strings, key presses); it holds a
/// Domain query, so that names, defaults and bounds have one definition.
public struct ProductListRequest: Hashable, Sendable {
    var query: ProductQuery

    public static let defaultPageSize = PageRequest.defaultPageSize
    public static let maximumPageSize = PageRequest.maximumPageSize

    public init(
        searchText: String = "",
        category: String? = nil,
        sort: ProductSortOption = .relevance,
        page: Int = 1,
        pageSize: Int = ProductListRequest.defaultPageSize
    ) {
        query = ProductQuery(text: searchText, category: category, sort: sort.sort, page: PageRequest(page: page, pageSize: pageSize))
    }

    /// The request that name–value pairs describe: a link's or a page's query, or the
    /// command line's options. An unknown name or a malformed value is an error that
    /// says which and what to use instead.
    public init(parameters: [(name: String, value: String)]) throws(DeepLinkError) {
        do {
            query = try ProductQuery(parameters: parameters)
        } catch {
            throw .invalidParameters(error.description)
        }
    }

    /// The pairs that describe the request, defaults left out, in a fixed order.
    public var parameters: [(name: String, value: String)] { query.parameters }

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

    /// 1-based.
    public var page: Int {
        get { query.page.page }
        set { query.page.page = newValue }
    }

    public var pageSize: Int {
        get { query.page.pageSize }
        set { query.page.pageSize = newValue }
    }

    /// The same search, filter and order on another page.
    func on(_ page: PageSelection) -> ProductListRequest {
        var request = self
        (request.page, request.pageSize) = (page.page, page.pageSize)
        return request
    }
}

extension ProductListRequest {
    /// Each parameter's name, for apps that declare them one by one (command-line options).
    public enum ParameterName {
        public static let search = ProductQuery.Parameter.search.name
        public static let category = ProductQuery.Parameter.category.name
        public static let sort = ProductQuery.Parameter.sort.name
        public static let page = PageRequest.Parameter.page.name
        public static let pageSize = PageRequest.Parameter.pageSize.name
    }
}
