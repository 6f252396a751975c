import Presentation

/// The JSON `catalog show --json` prints.
struct ProductDetailJSON: Encodable {
    let id: Int64
    let name: String
    let summary: String
    let price: String
    let stock: String
    let available: Bool
    let category: String
    let categorySlug: String
    let link: String
    /// What `edit --expect-version` and `delete --expect-version` take.
    let version: Int

    init(_ product: ProductDetailViewData) {
        id = product.id
        name = product.name
        summary = product.summary
        price = product.price
        stock = product.stock
        available = product.isAvailable
        category = product.categoryName
        categorySlug = product.categorySlug
        link = DeepLink.link(for: .productDetail(id: product.id))
        version = product.version
    }
}
