import Presentation

extension ScreenFactory {
    public func productList(_ selection: ProductSelection = ProductSelection()) -> ProductListViewModel {
        ProductListViewModel(searchProducts: container.searchProducts, selection: selection)
    }

    public func productDetail(id: Int64) -> ProductDetailViewModel {
        ProductDetailViewModel(getProduct: container.getProduct, productID: id)
    }

    /// An editor for product `id`, or for a new product when it is `nil`.
    public func productEditor(id: Int64?) -> ProductEditorViewModel {
        let useCases = ProductEditorViewModel.UseCases(
            get: container.getProduct,
            create: container.createProduct,
            update: container.updateProduct,
            delete: container.deleteProduct,
            listCategories: container.listCategories,
        )
        return ProductEditorViewModel(useCases: useCases, productID: id)
    }
}

extension ProductRoute: ScreenRoute {
    func screen(from screens: ScreenFactory) -> any Screen {
        switch self {
        case .list(let selection): screens.productList(selection)
        case .detail(let id): screens.productDetail(id: id)
        }
    }
}
