import Domain
import Observation

/// The purchase order screen's logic: load one purchase order, retry, refresh.
@Observable
public final class PurchaseOrderDetailViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        case load
        /// After a failure that may pass, try again.
        case retry
        /// Load again, keeping the purchase order on screen meanwhile.
        case refresh
    }

    public private(set) var state: PurchaseOrderDetailState
    public var content: LoadState<PurchaseOrderViewData> { state.content }

    @ObservationIgnored private let getPurchaseOrder: any GetPurchaseOrderUseCase
    @ObservationIgnored private let getWarehouse: any GetWarehouseUseCase
    @ObservationIgnored private var loadCount = 0

    public init(
        getPurchaseOrder: any GetPurchaseOrderUseCase,
        getWarehouse: any GetWarehouseUseCase,
        purchaseOrderID: Int64,
    ) {
        self.getPurchaseOrder = getPurchaseOrder
        self.getWarehouse = getWarehouse
        self.state = PurchaseOrderDetailState(purchaseOrderID: purchaseOrderID)
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
        let content: LoadState<PurchaseOrderViewData>
        do {
            let purchaseOrder = try await getPurchaseOrder.execute(id: PurchaseOrderID(state.purchaseOrderID))
            let referred = await PurchaseOrderViewData.referred(
                by: [purchaseOrder],
                getWarehouse: getWarehouse,
            )
            content = .loaded(PurchaseOrderViewData(purchaseOrder, referred: referred))
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
