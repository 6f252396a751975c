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

extension CategorySummaryDTO {
    init(_ summary: CategorySummary) {
        self.init(slug: summary.category.slug, name: summary.category.name, productCount: summary.productCount)
    }
}
