/// The product screens: `/products`, searched, filtered, sorted and paged by its query,
/// and `/products/42`, one product.
public enum ProductRoute: FeatureRoute {
    case list(ProductSelection)
    case detail(id: Int64)

    public static let segment = "products"
    public static let depth = 2
    /// What the feature's list is called, on home and as the list's own heading.
    public static let title = "Products"
    public static let homeSection: HomeViewData.Section? = .init(title: title, route: .productList(ProductSelection()))

    public init(address: RouteAddress) throws(DeepLinkError) {
        switch address.segments.count {
        case 1:
            self = .list(try ProductSelection(parameters: address.pairs))
        case 2:
            try address.requireNoQuery()
            self = .detail(id: try address.id(at: 1, of: Self.kind))
        default:
            throw address.unknownPath
        }
    }

    /// What a product id is the id of, for a person.
    private static let kind = "a product"

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
    public static func productList(_ selection: ProductSelection) -> Route { ProductRoute.list(selection).route }
    public static func productDetail(id: Int64) -> Route { ProductRoute.detail(id: id).route }
}
