/// A screen any app can show, with what it needs to show it: home, or a route of one of
/// the features (`ProductRoute.detail(id: 42).route`). Apps keep, compare and open routes
/// without knowing the features; `RouteAddress` reads and writes them.
public struct Route: Hashable, Sendable {
    /// The feature's own route.
    public let feature: any FeatureRoute

    public init(_ route: some FeatureRoute) {
        feature = route
    }

    /// Every section of the app; what `/` and `catalog://` open.
    public static let home = Route(HomeRoute())

    /// The feature's route, when the route is one of `type`'s.
    public func `as`<FeatureRouteType: FeatureRoute>(_ type: FeatureRouteType.Type) -> FeatureRouteType? {
        feature as? FeatureRouteType
    }

    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.feature.isEqual(to: rhs.feature)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: feature)))
        hasher.combine(feature)
    }
}
