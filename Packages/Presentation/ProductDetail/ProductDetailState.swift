/// Everything a product detail screen shows. Its one owner is `ProductDetailViewModel`.
public struct ProductDetailState: Equatable, Sendable {
    public let productID: Int64
    public var content: LoadState<ProductDetailViewData>

    public init(productID: Int64, content: LoadState<ProductDetailViewData> = .idle) {
        self.productID = productID
        self.content = content
    }
}
