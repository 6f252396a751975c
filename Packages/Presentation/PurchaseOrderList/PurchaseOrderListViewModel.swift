import Domain
import Observation

/// The purchase order list's logic: load a page of purchase orders, retry, refresh.
@Observable
public final class PurchaseOrderListViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        case load
        /// After a failure that may pass, try again.
        case retry
        /// Load again, keeping the purchase orders on screen meanwhile.
        case refresh
    }

    public private(set) var state = PurchaseOrderListState()
    public var content: LoadState<PurchaseOrderListViewData> { state.content }
    /// The list's pages, for apps that turn them by route.
    public var paging: PagingViewData? { state.content.viewData?.paging }
    /// The page this list shows, and what narrows it.
    public let selection: PurchaseOrderSelection

    @ObservationIgnored private let listPurchaseOrders: any ListPurchaseOrdersUseCase
    @ObservationIgnored private let getWarehouse: any GetWarehouseUseCase
    /// Counts loads so that an answer overtaken by a newer load is dropped.
    @ObservationIgnored private var loadCount = 0

    public init(
        listPurchaseOrders: any ListPurchaseOrdersUseCase,
        getWarehouse: any GetWarehouseUseCase,
        selection: PurchaseOrderSelection = PurchaseOrderSelection(),
    ) {
        self.listPurchaseOrders = listPurchaseOrders
        self.getWarehouse = getWarehouse
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
        let content: LoadState<PurchaseOrderListViewData>
        do {
            let page = try await listPurchaseOrders.execute(selection.query)
            if !page.items.isEmpty {
                let referred = await PurchaseOrderViewData.referred(
                    by: page.items,
                    getWarehouse: getWarehouse,
                )
                content = .loaded(PurchaseOrderListViewData(page, selection: selection, referred: referred))
            } else if page.totalCount > 0 {
                content = .empty(EmptyViewData(pastTheEndOf: page))
            } else if selection.query.isFiltered {
                content = .empty(EmptyViewData(title: "No purchase orders", message: "No purchase orders match this list's filters."))
            } else {
                content = .empty(EmptyViewData(title: "No purchase orders", message: "There are no purchase orders yet."))
            }
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
