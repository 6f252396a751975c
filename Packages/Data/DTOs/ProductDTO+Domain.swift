import APIContract
import Domain

extension ProductDTO {
    /// The Domain product, or `nil` for a currency this app does not know.
    func toDomain() -> Product? {
        guard let currency = Currency.known(code: price.currency) else { return nil }
        return Product(
            id: ProductID(id),
            name: name,
            summary: summary,
            price: Money(minorUnits: price.minorUnits, currency: currency),
            category: Category(slug: category.slug, name: category.name),
            stock: stock,
            version: version
        )
    }
}
