/// The purchase order screens: `/purchase-orders`, paged and filtered by its query, and `/purchase-orders/42`, one purchase order.
public enum PurchaseOrderRoute: FeatureRoute {
    case list(PurchaseOrderSelection)
    case detail(id: Int64)

    public static let segment = "purchase-orders"
    public static let depth = 2
    /// What the feature's list is called, on home and as the list's own heading.
    public static let title = "Purchase orders"
    public static let homeSection: HomeViewData.Section? = .init(title: title, route: .purchaseOrderList(PurchaseOrderSelection()))

    public init(address: RouteAddress) throws(DeepLinkError) {
        switch address.segments.count {
        case 1:
            self = .list(try PurchaseOrderSelection(parameters: address.pairs))
        case 2:
            try address.requireNoQuery()
            self = .detail(id: try address.id(at: 1, of: "a purchase order"))
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
    public static func purchaseOrderList(_ selection: PurchaseOrderSelection) -> Route { PurchaseOrderRoute.list(selection).route }
    public static func purchaseOrderDetail(id: Int64) -> Route { PurchaseOrderRoute.detail(id: id).route }
}
