/// The warehouse screens: `/warehouses`, paged and filtered by its query, and `/warehouses/42`, one warehouse.
public enum WarehouseRoute: FeatureRoute {
    case list(WarehouseSelection)
    case detail(id: Int64)

    public static let segment = "warehouses"
    public static let depth = 2
    /// What the feature's list is called, on home and as the list's own heading.
    public static let title = "Warehouses"
    public static let homeSection: HomeViewData.Section? = .init(title: title, route: .warehouseList(WarehouseSelection()))

    public init(address: RouteAddress) throws(DeepLinkError) {
        switch address.segments.count {
        case 1:
            self = .list(try WarehouseSelection(parameters: address.pairs))
        case 2:
            try address.requireNoQuery()
            self = .detail(id: try address.id(at: 1, of: "a warehouse"))
        default:
            throw address.unknownPath
        }
    }

    public var address: RouteAddress {
        switch self {
        case .list(let selection):
            RouteAddress(segments: [Self.segment], query: selection.parameters.map { RouteAddress.Pair(name: $0.name, value: $0.value) })
        case .detail(let id):
            RouteAddress(segments: [Self.segment, String(id)])
        }
    }
}

extension Route {
    public static func warehouseList(_ selection: WarehouseSelection) -> Route { WarehouseRoute.list(selection).route }
    public static func warehouseDetail(id: Int64) -> Route { WarehouseRoute.detail(id: id).route }
}
