/// A screen any app can show, with what it needs to show it.
public enum Route: Hashable, Sendable {
    /// Every section of the app; what `/` and `catalog://` open.
    case home
    // sample:begin
    case productList(ProductListRequest)
    case productDetail(id: Int64)
    case categories
    // sample:end
    // scaffold:routes
}
