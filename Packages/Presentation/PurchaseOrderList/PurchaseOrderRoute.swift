/// The purchase order screens: `/purchase-orders`, paged by its query, and `/purchase-orders/42`, one purchase order.
public enum PurchaseOrderRoute: FeatureRoute {
    case list(PageSelection)
    case detail(id: Int64)

    public static let segment = "purchase-orders"
    public static let depth = 2
    public static let homeSection: HomeViewData.Section? = .init(title: "Purchase orders", route: .purchaseOrderList(PageSelection()))

    public init(address: RouteAddress) throws(DeepLinkError) {
        switch address.segments.count {
        case 1:
            self = .list(try PageSelection(parameters: address.pairs))
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
    public static func purchaseOrderList(_ selection: PageSelection) -> Route { PurchaseOrderRoute.list(selection).route }
    public static func purchaseOrderDetail(id: Int64) -> Route { PurchaseOrderRoute.detail(id: id).route }
}
