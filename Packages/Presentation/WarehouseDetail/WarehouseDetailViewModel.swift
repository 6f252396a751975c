import Domain
import Observation

/// The warehouse screen's logic: load one warehouse, retry, refresh.
@Observable
public final class WarehouseDetailViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        case load
        /// After a failure that may pass, try again.
        case retry
        /// Load again, keeping the warehouse on screen meanwhile.
        case refresh
    }

    public private(set) var state: WarehouseDetailState
    public var content: LoadState<WarehouseViewData> { state.content }

    @ObservationIgnored private let getWarehouse: any GetWarehouseUseCase
    @ObservationIgnored private var loadCount = 0

    public init(
        getWarehouse: any GetWarehouseUseCase,
        warehouseID: Int64,
    ) {
        self.getWarehouse = getWarehouse
        self.state = WarehouseDetailState(warehouseID: warehouseID)
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
        let content: LoadState<WarehouseViewData>
        do {
            let warehouse = try await getWarehouse.execute(id: WarehouseID(state.warehouseID))
            let referred = await WarehouseViewData.referred(
                by: [warehouse],
            )
            content = .loaded(WarehouseViewData(warehouse, referred: referred))
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
