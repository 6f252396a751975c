import Domain
import Observation

/// The product list screen's logic: search, filter and sort products. Its pages are
/// routes (`paging`), as every list's are: an app opens the one it wants.
///
/// Not bound to an actor, so a server can make one per request; an app on the main
/// actor calls `send` from there and the state changes there.
@Observable
public final class ProductListViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        /// Load the current selection, showing nothing meanwhile.
        case load
        /// Load the current selection again, keeping the page on screen meanwhile.
        case refresh
        /// After a failure worth trying again (`ErrorViewData.canRetry`), try the same
        /// selection again.
        case retry
        case search(String)
        case filterCategory(String?)
        case sort(ProductSortOption)
    }

    public private(set) var state: ProductListState

    public var content: LoadState<ProductListViewData> { state.content }
    /// The list's pages, for apps that turn them by route.
    public var paging: PagingViewData? { state.content.viewData?.paging }
    /// The page this list shows, and the search, category and order that narrow it; the
    /// actions change it.
    public var selection: ProductSelection { state.selection }

    @ObservationIgnored private let searchProducts: any SearchProductsUseCase
    /// Counts loads so that an answer to a selection that was since replaced is dropped.
    @ObservationIgnored private var loadCount = 0

    public init(searchProducts: any SearchProductsUseCase, selection: ProductSelection = ProductSelection()) {
        self.searchProducts = searchProducts
        self.state = ProductListState(selection: selection)
    }

    public func send(_ action: Action) async {
        var selection = state.selection
        switch action {
        case .load:
            await load(selection, keepingContent: false)
        case .refresh:
            await load(selection, keepingContent: true)
        case .retry:
            guard case .failed(let error) = state.content, error.canRetry else { return }
            await load(selection, keepingContent: false)
        case .search(let text):
            selection.searchText = text
            selection.page.page = 1
            await load(selection, keepingContent: false)
        case .filterCategory(let category):
            selection.category = category
            selection.page.page = 1
            await load(selection, keepingContent: false)
        case .sort(let sort):
            selection.sort = sort
            selection.page.page = 1
            await load(selection, keepingContent: false)
        }
    }

    private func load(_ selection: ProductSelection, keepingContent: Bool) async {
        loadCount += 1
        let thisLoad = loadCount
        state.selection = selection
        state.content = .loading(previous: keepingContent ? state.content.viewData : nil)
        let content: LoadState<ProductListViewData>
        do {
            let page = try await searchProducts.execute(selection.query)
            content = ProductListViewData.content(for: page, selection: selection)
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
