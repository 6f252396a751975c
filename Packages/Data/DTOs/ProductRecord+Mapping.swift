import Domain

extension ProductRecord {
    init(product: Product) {
        self.init(
            id: product.id.rawValue,
            name: product.name,
            summary: product.summary,
            priceMinor: product.price.minorUnits,
            currency: product.price.currency.code,
            categorySlug: product.category.slug,
            categoryName: product.category.name,
            stock: product.stock,
            version: product.version
        )
    }

    /// The Domain product, or `nil` when the row holds a currency the app does not know.
    func toDomain() -> Product? {
        guard let currency = Currency.known(code: currency) else { return nil }
        return Product(
            id: ProductID(id),
            name: name,
            summary: summary,
            price: Money(minorUnits: priceMinor, currency: currency),
            category: Category(slug: categorySlug, name: categoryName),
            stock: stock,
            version: version
        )
    }
}
