import Presentation

/// One product in full, as text.
struct ProductDetailTextView {
    let style: TextStyle

    func render(_ product: ProductDetailViewData) -> String {
        lines(product).joined(separator: "\n") + "\n"
    }

    func lines(_ product: ProductDetailViewData) -> [String] {
        let stock = product.isAvailable ? style.green(product.stock) : style.red(product.stock)
        return [
            style.bold(product.name),
            product.summary,
            "",
            "Price     " + product.price,
            "Stock     " + stock,
            "Category  " + product.categoryName,
            "ID        " + String(product.id),
            "Link      " + DeepLink.link(for: .productDetail(id: product.id)),
        ]
    }
}
