/// The identity of a product.
public typealias ProductID = EntityID<Product>

/// A product in the catalog.
///
/// `version` starts at 1 and grows with every saved edit, so that a writer can detect
/// that someone else changed the product since it was read.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: ProductID
    public var name: String
    public var summary: String
    public var price: Money
    public var category: Category
    public var stock: Int
    public var version: Int

    public init(
        id: ProductID,
        name: String,
        summary: String,
        price: Money,
        category: Category,
        stock: Int,
        version: Int = 1
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.price = price
        self.category = category
        self.stock = stock
        self.version = version
    }

    /// Whether at least one unit can be ordered now.
    public var isInStock: Bool { stock > 0 }
}
