import Domain
import Observation

/// The category list's logic: load every category with its count, retry, refresh.
@Observable
public final class CategoryListViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        case load
        /// After a failure that may pass, try again.
        case retry
        /// Load again, keeping the categories on screen meanwhile.
        case refresh
    }

    public private(set) var state = CategoryListState()

    public var content: LoadState<CategoryListViewData> { state.content }

    @ObservationIgnored private let listCategories: any ListCategoriesUseCase
    /// Counts loads so that an answer overtaken by a newer load is dropped.
    @ObservationIgnored private var loadCount = 0

    public init(listCategories: any ListCategoriesUseCase) {
        self.listCategories = listCategories
    }

    public func send(_ action: Action) async {
        switch action {
        case .load:
            await load(keepingContent: false)
        case .retry:
            guard case .failed(let error) = state.content, error.canRetry else { return }
            await load(keepingContent: false)
        case .refresh:
            await load(keepingContent: true)
        }
    }

    private func load(keepingContent: Bool) async {
        loadCount += 1
        let thisLoad = loadCount
        state.content = .loading(previous: keepingContent ? state.content.viewData : nil)
        let content: LoadState<CategoryListViewData>
        do {
            let summaries = try await listCategories.execute()
            content = summaries.isEmpty
                ? .empty(EmptyViewData(title: "No categories", message: "The catalog has no categories yet."))
                : .loaded(CategoryListViewData(summaries))
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
