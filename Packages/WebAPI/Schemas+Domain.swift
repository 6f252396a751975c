import APIContract
import Domain

// The API's schemas, made from Domain values: the one direction the server needs.

extension Components.Schemas.Product {
    init(_ product: Product) {
        self.init(
            id: product.id.rawValue,
            name: product.name,
            summary: product.summary,
            price: .init(minorUnits: product.price.minorUnits, currency: product.price.currency.code),
            category: .init(slug: product.category.slug, name: product.category.name),
            stock: product.stock,
            version: product.version
        )
    }
}

extension Components.Schemas.ProductPage {
    init(_ page: Page<Product>) {
        self.init(
            products: page.items.map(Components.Schemas.Product.init),
            page: page.page,
            pageSize: page.pageSize,
            totalCount: page.totalCount,
            pageCount: page.pageCount
        )
    }
}

extension Components.Schemas.CategorySummary {
    init(_ summary: CategorySummary) {
        self.init(slug: summary.category.slug, name: summary.category.name, productCount: summary.productCount)
    }
}
