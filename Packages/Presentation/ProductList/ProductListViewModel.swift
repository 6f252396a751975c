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
        /// Load the current request, showing nothing meanwhile.
        case load
        /// Load the current request again, keeping the page on screen meanwhile.
        case refresh
        /// After a failure worth trying again (`ErrorViewData.canRetry`), try the same
        /// request again.
        case retry
        case search(String)
        case filterCategory(String?)
        case sort(ProductSortOption)
    }

    public private(set) var state: ProductListState

    public var content: LoadState<ProductListViewData> { state.content }
    public var paging: PagingViewData? { state.content.viewData?.paging }

    @ObservationIgnored private let searchProducts: any SearchProductsUseCase
    /// Counts loads so that an answer to a request that was since replaced is dropped.
    @ObservationIgnored private var loadCount = 0

    public init(searchProducts: any SearchProductsUseCase, request: ProductListRequest = ProductListRequest()) {
        self.searchProducts = searchProducts
        self.state = ProductListState(request: request)
    }

    public func send(_ action: Action) async {
        var request = state.request
        switch action {
        case .load:
            await load(request, keepingContent: false)
        case .refresh:
            await load(request, keepingContent: true)
        case .retry:
            guard case .failed(let error) = state.content, error.canRetry else { return }
            await load(request, keepingContent: false)
        case .search(let text):
            request.searchText = text
            request.page = 1
            await load(request, keepingContent: false)
        case .filterCategory(let category):
            request.category = category
            request.page = 1
            await load(request, keepingContent: false)
        case .sort(let sort):
            request.sort = sort
            request.page = 1
            await load(request, keepingContent: false)
        }
    }

    private func load(_ request: ProductListRequest, keepingContent: Bool) async {
        loadCount += 1
        let thisLoad = loadCount
        state.request = request
        state.content = .loading(previous: keepingContent ? state.content.viewData : nil)
        let content: LoadState<ProductListViewData>
        do {
            let page = try await searchProducts.execute(request.query)
            content = ProductListViewData.content(for: page, request: request)
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
