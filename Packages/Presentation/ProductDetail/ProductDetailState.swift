/// Everything a product detail screen shows. Its one owner is `ProductDetailViewModel`.
public struct ProductDetailState: Equatable, Sendable {
    public let productID: Int64
    public var content: Content

    public init(productID: Int64, content: Content = .idle) {
        self.productID = productID
        self.content = content
    }

    public enum Content: Equatable, Sendable {
        case idle
        /// The product is on its way; `previous` is what to keep showing meanwhile (on refresh).
        case loading(previous: ProductDetailViewData?)
        case loaded(ProductDetailViewData)
        case failed(ErrorViewData)
    }
}

extension ProductDetailState.Content {
    /// The product on screen, if one is.
    public var viewData: ProductDetailViewData? {
        switch self {
        case .loaded(let data): data
        case .loading(let previous): previous
        case .idle, .failed: nil
        }
    }

    /// Whether the last load failed, so that a retry is what would help.
    public var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}
