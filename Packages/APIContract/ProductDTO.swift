/// A product as the JSON API sends it: every value the Domain entity has, so that a
/// client can rebuild the entity without loss.
public struct ProductDTO: Codable, Hashable, Sendable {
    public var id: Int64
    public var name: String
    public var summary: String
    public var price: PriceDTO
    public var category: CategoryDTO
    public var stock: Int
    public var version: Int

    public init(id: Int64, name: String, summary: String, price: PriceDTO, category: CategoryDTO, stock: Int, version: Int) {
        self.id = id
        self.name = name
        self.summary = summary
        self.price = price
        self.category = category
        self.stock = stock
        self.version = version
    }
}

/// An amount in the currency's minor unit (cents), with the ISO 4217 code.
public struct PriceDTO: Codable, Hashable, Sendable {
    public var minorUnits: Int64
    public var currency: String

    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }
}

public struct CategoryDTO: Codable, Hashable, Sendable {
    public var slug: String
    public var name: String

    public init(slug: String, name: String) {
        self.slug = slug
        self.name = name
    }
}

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
