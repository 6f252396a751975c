/// Everything a warehouse's screen shows. Its one owner is `WarehouseDetailViewModel`.
public struct WarehouseDetailState: Equatable, Sendable {
    public let warehouseID: Int64
    public var content: LoadState<WarehouseViewData>

    public init(warehouseID: Int64, content: LoadState<WarehouseViewData> = .idle) {
        self.warehouseID = warehouseID
        self.content = content
    }
}
