import Domain

/// The product use cases, over the container's repositories.
extension AppContainer {
    public var searchProducts: any SearchProductsUseCase { DefaultSearchProductsUseCase(repository: repositories.products) }
    public var getProduct: any GetProductUseCase { DefaultGetProductUseCase(repository: repositories.products) }
    public var createProduct: any CreateProductUseCase {
        DefaultCreateProductUseCase(repository: repositories.products, categories: repositories.categories)
    }
    public var updateProduct: any UpdateProductUseCase {
        DefaultUpdateProductUseCase(repository: repositories.products, categories: repositories.categories)
    }
    public var deleteProduct: any DeleteProductUseCase { DefaultDeleteProductUseCase(repository: repositories.products) }
}
