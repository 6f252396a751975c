import Domain

/// The category use cases, over the container's repositories.
extension AppContainer {
    public var listCategories: any ListCategoriesUseCase { DefaultListCategoriesUseCase(repository: repositories.categories) }
}
