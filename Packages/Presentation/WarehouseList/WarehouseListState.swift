/// Everything the warehouse list shows. Its one owner is `WarehouseListViewModel`.
public struct WarehouseListState: Equatable, Sendable {
    public var content: LoadState<WarehouseListViewData>

    public init(content: LoadState<WarehouseListViewData> = .idle) {
        self.content = content
    }
}
