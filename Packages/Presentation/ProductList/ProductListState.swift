/// Everything a product list screen shows. Its one owner is `ProductListViewModel`.
public struct ProductListState: Equatable, Sendable {
    public var request: ProductListRequest
    public var content: Content

    public init(request: ProductListRequest, content: Content = .idle) {
        self.request = request
        self.content = content
    }

    public enum Content: Equatable, Sendable {
        /// Nothing asked for yet.
        case idle
        /// A page is on its way; `previous` is what to keep showing meanwhile (on refresh).
        case loading(previous: ProductListViewData?)
        case loaded(ProductListViewData)
        /// The request was answered and there is nothing to show.
        case empty(EmptyViewData)
        case failed(ErrorViewData)
    }
}

extension ProductListState.Content {
    /// The page on screen, if one is.
    public var viewData: ProductListViewData? {
        switch self {
        case .loaded(let data): data
        case .loading(let previous): previous
        case .idle, .empty, .failed: nil
        }
    }


    /// Whether the last load failed, so that a retry is what would help.
    public var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}
