import Domain

/// What a product list shows: the search, filter, order and page a person asked for.
/// Apps build it from their own input (flags, query strings, key presses).
public struct ProductListRequest: Hashable, Sendable {
    public var searchText: String
    /// A category slug, or `nil` for every category.
    public var category: String?
    public var sort: ProductSortOption
    public var page: Int
    public var pageSize: Int

    public static let defaultPageSize = ProductQuery.defaultPageSize
    public static let maximumPageSize = ProductQuery.maximumPageSize

    public init(
        searchText: String = "",
        category: String? = nil,
        sort: ProductSortOption = .relevance,
        page: Int = 1,
        pageSize: Int = ProductListRequest.defaultPageSize
    ) {
        self.searchText = searchText
        self.category = category
        self.sort = sort
        self.page = page
        self.pageSize = pageSize
    }

    var domainQuery: ProductQuery {
        ProductQuery(text: searchText, category: category, sort: sort.domainSort, page: page, pageSize: pageSize)
    }
}

/// The orders a list can be shown in, with the names apps use for them.
public enum ProductSortOption: String, CaseIterable, Hashable, Sendable {
    case relevance
    case name
    case priceLowToHigh = "price-asc"
    case priceHighToLow = "price-desc"

    /// A label for a menu or a header.
    public var title: String {
        switch self {
        case .relevance: "Best match"
        case .name: "Name"
        case .priceLowToHigh: "Price: low to high"
        case .priceHighToLow: "Price: high to low"
        }
    }

    var domainSort: ProductSort {
        switch self {
        case .relevance: .relevance
        case .name: .name
        case .priceLowToHigh: .priceLowToHigh
        case .priceHighToLow: .priceHighToLow
        }
    }
}
