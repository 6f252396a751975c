/// Everything a product list screen shows. Its one owner is `ProductListViewModel`.
public struct ProductListState: Equatable, Sendable {
    public var selection: ProductSelection
    public var content: LoadState<ProductListViewData>

    public init(selection: ProductSelection, content: LoadState<ProductListViewData> = .idle) {
        self.selection = selection
        self.content = content
    }
}
