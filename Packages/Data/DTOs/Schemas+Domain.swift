import APIContract
import Domain

// The API's schemas, read back into Domain values: the one direction the client needs.

extension Components.Schemas.Product {
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

extension Components.Schemas.CategorySummary {
    func toDomain() -> CategorySummary {
        CategorySummary(category: Category(slug: slug, name: name), productCount: productCount)
    }
}
