import Domain
import Observation

/// The warehouse list's logic: load a page of warehouses, retry, refresh.
@Observable
public final class WarehouseListViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        case load
        /// After a failure that may pass, try again.
        case retry
        /// Load again, keeping the warehouses on screen meanwhile.
        case refresh
    }

    public private(set) var state = WarehouseListState()
    public var content: LoadState<WarehouseListViewData> { state.content }
    /// The list's pages, for apps that turn them by route.
    public var paging: PagingViewData? { state.content.viewData?.paging }
    /// The page this list shows, and what narrows it.
    public let selection: WarehouseSelection

    @ObservationIgnored private let listWarehouses: any ListWarehousesUseCase
    /// Counts loads so that an answer overtaken by a newer load is dropped.
    @ObservationIgnored private var loadCount = 0

    public init(
        listWarehouses: any ListWarehousesUseCase,
        selection: WarehouseSelection = WarehouseSelection(),
    ) {
        self.listWarehouses = listWarehouses
        self.selection = selection
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
        let content: LoadState<WarehouseListViewData>
        do {
            let page = try await listWarehouses.execute(selection.query)
            if !page.items.isEmpty {
                let referred = await WarehouseViewData.referred(
                    by: page.items,
                )
                content = .loaded(WarehouseListViewData(page, selection: selection, referred: referred))
            } else if page.totalCount > 0 {
                content = .empty(EmptyViewData(pastTheEndOf: page))
            } else if selection.query.isFiltered {
                content = .empty(EmptyViewData(title: "No warehouses", message: "No warehouses match this list's filters."))
            } else {
                content = .empty(EmptyViewData(title: "No warehouses", message: "There are no warehouses yet."))
            }
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
