/// Everything a product list screen shows. Its one owner is `ProductListViewModel`.
public struct ProductListState: Equatable, Sendable {
    public var request: ProductListRequest
    public var content: LoadState<ProductListViewData>

    public init(request: ProductListRequest, content: LoadState<ProductListViewData> = .idle) {
        self.request = request
        self.content = content
    }
}
