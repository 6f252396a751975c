/// The view model of a route's screen, made by the app's screen factory: apps switch
/// over it to pick the view that draws it.
public enum Screen {
    case productList(ProductListViewModel)
    case productDetail(ProductDetailViewModel)
    case categories(CategoryListViewModel)
}
