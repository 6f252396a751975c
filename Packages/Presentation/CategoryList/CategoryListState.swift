/// Everything the category list shows. Its one owner is `CategoryListViewModel`.
public struct CategoryListState: Equatable, Sendable {
    public var content: Content

    public init(content: Content = .idle) {
        self.content = content
    }

    public enum Content: Equatable, Sendable {
        /// Nothing asked for yet.
        case idle
        /// The categories are on their way; `previous` is what to keep showing meanwhile.
        case loading(previous: CategoryListViewData?)
        case loaded(CategoryListViewData)
        /// The catalog has no categories.
        case empty(EmptyViewData)
        case failed(ErrorViewData)
    }
}

extension CategoryListState.Content {
    /// The categories on screen, if some are.
    public var viewData: CategoryListViewData? {
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
