import Domain

/// The product use cases, over the container's repositories.
extension AppContainer {
    public var searchProducts: any SearchProductsUseCase { DefaultSearchProductsUseCase(repository: repositories.products) }
    public var getProduct: any GetProductUseCase { DefaultGetProductUseCase(repository: repositories.products) }
    public var createProduct: any CreateProductUseCase {
        DefaultCreateProductUseCase(writer: repositories.productWrites, categories: repositories.categories)
    }
    public var updateProduct: any UpdateProductUseCase {
        DefaultUpdateProductUseCase(writer: repositories.productWrites, categories: repositories.categories)
    }
    public var deleteProduct: any DeleteProductUseCase { DefaultDeleteProductUseCase(writer: repositories.productWrites) }
    public var checkProductDraft: any CheckProductDraftUseCase {
        DefaultCheckProductDraftUseCase(writer: repositories.productWrites, categories: repositories.categories)
    }
}
