/// A screen any app can show, with what it needs to show it.
public enum Route: Hashable, Sendable {
    case productList(ProductListRequest)
    case productDetail(id: Int64)

    /// The first screen of every app: all products, first page.
    public static let home = Route.productList(ProductListRequest())
}
