import Presentation

/// Makes each screen's view model from the container's use cases. Apps ask it for
/// screens and never see the use cases themselves.
public struct ScreenFactory: Sendable {
    let container: AppContainer

    public func productList(_ request: ProductListRequest = ProductListRequest()) -> ProductListViewModel {
        ProductListViewModel(searchProducts: container.searchProducts, request: request)
    }

    public func productDetail(id: Int64) -> ProductDetailViewModel {
        ProductDetailViewModel(getProduct: container.getProduct, productID: id)
    }
}
