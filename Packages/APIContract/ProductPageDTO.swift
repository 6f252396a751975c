/// One page of search results.
public struct ProductPageDTO: Codable, Hashable, Sendable {
    public var products: [ProductDTO]
    public var page: Int
    public var pageSize: Int
    public var totalCount: Int
    public var pageCount: Int

    public init(products: [ProductDTO], page: Int, pageSize: Int, totalCount: Int, pageCount: Int) {
        self.products = products
        self.page = page
        self.pageSize = pageSize
        self.totalCount = totalCount
        self.pageCount = pageCount
    }
}
