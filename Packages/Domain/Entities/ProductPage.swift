/// One page of a product search: the products on it and where it sits among all matches.
public struct ProductPage: Equatable, Sendable {
    public let products: [Product]
    /// The 1-based page number that was asked for.
    public let page: Int
    public let pageSize: Int
    /// How many products match the query over all pages.
    public let totalCount: Int

    public init(products: [Product], page: Int, pageSize: Int, totalCount: Int) {
        self.products = products
        self.page = page
        self.pageSize = pageSize
        self.totalCount = totalCount
    }

    /// How many pages the matches fill; 0 when nothing matches.
    public var pageCount: Int {
        totalCount == 0 ? 0 : (totalCount + pageSize - 1) / pageSize
    }

    public var hasNextPage: Bool { page < pageCount }
    public var hasPreviousPage: Bool { page > 1 }
}
