import Presentation

/// Makes each screen's view model from the container's use cases. Apps ask it for
/// screens and never see the use cases themselves.
public struct ScreenFactory: Sendable {
    let container: AppContainer

    // sample:begin
    public func productList(_ request: ProductListRequest = ProductListRequest()) -> ProductListViewModel {
        ProductListViewModel(searchProducts: container.searchProducts, request: request)
    }

    public func productDetail(id: Int64) -> ProductDetailViewModel {
        ProductDetailViewModel(getProduct: container.getProduct, productID: id)
    }

    /// An editor for product `id`, or for a new product when it is `nil`.
    public func productEditor(id: Int64?) -> ProductEditorViewModel {
        let useCases = ProductEditorViewModel.EditorUseCases(
            get: container.getProduct, create: container.createProduct,
            update: container.updateProduct, delete: container.deleteProduct, check: container.checkProductDraft
        )
        return ProductEditorViewModel(useCases: useCases, productID: id)
    }

    public func categoryList() -> CategoryListViewModel {
        CategoryListViewModel(listCategories: container.listCategories)
    }
    // sample:end

    // scaffold:screen-makers

    /// The view model of `route`'s screen.
    public func screen(for route: Route) -> Screen {
        switch route {
        case .home: .home(.standard)
        // sample:begin
        case .productList(let request): .productList(productList(request))
        case .productDetail(let id): .productDetail(productDetail(id: id))
        case .categories: .categories(categoryList())
        // sample:end
        // scaffold:route-screens
        }
    }
}
