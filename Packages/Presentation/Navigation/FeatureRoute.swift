/// One feature's routes: the screens it adds and their addresses, which all begin with
/// the feature's `segment` (`/orders`, `/orders/42`). A feature declares them in one
/// enum and registers the enum once, in `FeatureRoutes.all`; apps keep each as a `Route`.
public protocol FeatureRoute: Hashable, Sendable {
    /// The first segment of the address of every screen of the feature, such as `orders`.
    static var segment: String { get }
    /// How many segments the feature's addresses have at most: 1 for a list alone
    /// (`/categories`), 2 for a list and its items (`/products/42`).
    static var depth: Int { get }
    /// The way into the feature that home lists, if home lists one.
    static var homeSection: HomeViewData.Section? { get }
    /// The route at `address`, whose first segment is `segment`.
    init(address: RouteAddress) throws(DeepLinkError)
    /// The route's address, with parameters at their default left out.
    var address: RouteAddress { get }
}

extension FeatureRoute {
    /// The route as apps keep it.
    public var route: Route { Route(self) }

    /// Whether `other` is this very route.
    func isEqual(to other: any FeatureRoute) -> Bool {
        (other as? Self) == self
    }
}
