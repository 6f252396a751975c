/// Home's route: the address with no segment, which takes no query.
public struct HomeRoute: FeatureRoute {
    public static let segment = ""
    public static let depth = 0
    public static let homeSection: HomeViewData.Section? = nil

    public init() {}

    public init(address: RouteAddress) throws(DeepLinkError) {
        guard address.segments.isEmpty else { throw address.unknownPath }
        try address.requireNoQuery()
    }

    public var address: RouteAddress { RouteAddress(segments: []) }
}
