/// Every feature's routes, in the order home lists their sections: the one place a
/// feature's screens are registered (`scaffold feature` adds its line at the anchor).
/// Addresses, links, home, the pages' paths and the browser all read them from here.
public enum FeatureRoutes {
    public static let all: [any FeatureRoute.Type] = [
        // sample:begin
        ProductRoute.self,
        CategoryRoute.self,
        // sample:end
        PurchaseOrderRoute.self,
        WarehouseRoute.self,
        // scaffold:feature-routes
    ]

    /// The feature whose addresses begin with `segment`.
    static func feature(at segment: String) -> (any FeatureRoute.Type)? {
        bySegment[segment]
    }

    private static let bySegment = Dictionary(all.map { ($0.segment, $0) }) { first, _ in first }
}
