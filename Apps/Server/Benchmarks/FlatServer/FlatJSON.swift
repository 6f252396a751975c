import Domain

/// The API's bodies as plain `Encodable` structs, in the document's names.
enum FlatJSON {
    struct PageBody: Encodable {
        let page: Int
        let pageCount: Int
        let pageSize: Int
        let products: [ProductBody]
        let totalCount: Int
    }

    struct ProductBody: Encodable {
        struct CategoryBody: Encodable {
            let name: String
            let slug: String
        }

        struct PriceBody: Encodable {
            let currency: String
            let minorUnits: Int64
        }

        let category: CategoryBody
        let id: Int64
        let name: String
        let price: PriceBody
        let stock: Int
        let summary: String
        let version: Int

        init(_ product: Product) {
            category = CategoryBody(name: product.category.name, slug: product.category.slug)
            id = product.id.rawValue
            name = product.name
            price = PriceBody(currency: product.price.currency.code, minorUnits: product.price.minorUnits)
            stock = product.stock
            summary = product.summary
            version = product.version
        }
    }

    static func page(_ page: Page<Product>) -> PageBody {
        PageBody(
            page: page.page, pageCount: page.pageCount, pageSize: page.pageSize,
            products: page.items.map(ProductBody.init), totalCount: page.totalCount
        )
    }
}
