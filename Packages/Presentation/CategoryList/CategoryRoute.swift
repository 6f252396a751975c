/// The category screens: `/categories`, every category with its count.
public enum CategoryRoute: FeatureRoute {
    case list

    public static let segment = "categories"
    public static let depth = 1
    public static let homeSection: HomeViewData.Section? = .init(title: "Categories", route: .categories)

    public init(address: RouteAddress) throws(DeepLinkError) {
        guard address.segments.count == 1 else { throw address.unknownPath }
        try address.requireNoQuery()
        self = .list
    }

    public var address: RouteAddress {
        RouteAddress(segments: [Self.segment])
    }
}

extension Route {
    public static let categories = CategoryRoute.list.route
}
