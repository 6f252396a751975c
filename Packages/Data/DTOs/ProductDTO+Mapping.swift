import APIContract
import Domain

extension ProductDTO {
    init(_ product: Product) {
        self.init(
            id: product.id.rawValue,
            name: product.name,
            summary: product.summary,
            price: PriceDTO(minorUnits: product.price.minorUnits, currency: product.price.currency.code),
            category: CategoryDTO(slug: product.category.slug, name: product.category.name),
            stock: product.stock,
            version: product.version
        )
    }

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

extension ProductPageDTO {
    init(_ page: ProductPage) {
        self.init(
            products: page.products.map(ProductDTO.init),
            page: page.page,
            pageSize: page.pageSize,
            totalCount: page.totalCount,
            pageCount: page.pageCount
        )
    }
}
