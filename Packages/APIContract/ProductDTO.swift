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
