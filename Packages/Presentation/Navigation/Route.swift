/// A screen any app can show, with what it needs to show it.
public enum Route: Hashable, Sendable {
    case productList(ProductListRequest)
    case productDetail(id: Int64)
    case categories
    // scaffold:routes
}
