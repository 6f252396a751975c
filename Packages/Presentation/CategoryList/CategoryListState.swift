/// Everything the category list shows. Its one owner is `CategoryListViewModel`.
public struct CategoryListState: Equatable, Sendable {
    public var content: LoadState<CategoryListViewData>

    public init(content: LoadState<CategoryListViewData> = .idle) {
        self.content = content
    }
}
