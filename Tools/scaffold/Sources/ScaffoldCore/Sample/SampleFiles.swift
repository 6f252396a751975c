import Foundation

/// The files of the sample feature, the catalog of products, that nothing else needs:
/// `scaffold remove-sample` deletes them whole. Files the sample shares with the skeleton
/// mark its lines instead (see `SampleRegions`). A path ending in `/` is a folder;
/// `{CLI}` and `{Server}` stand for the apps' modules, which `scaffold rename` renames.
enum SampleFiles {
    static let paths: [String] = domain + data + api + presentation + composition + mocks + apps + tests + docs

    /// The sample's own targets (their manifest entries are sample regions): the layer
    /// diagram `archlint graph` draws in the README loses their nodes and edges.
    static let targets = ["flat-server"]

    static let domain = [
        "Packages/Domain/Editing/ProductDraft.swift",
        "Packages/Domain/Editing/ProductRules.swift",
        "Packages/Domain/Entities/Category.swift",
        "Packages/Domain/Entities/CategorySummary.swift",
        "Packages/Domain/Entities/Product.swift",
        "Packages/Domain/Lists/ProductQuery+Parameters.swift",
        "Packages/Domain/Lists/ProductQuery+Words.swift",
        "Packages/Domain/Lists/ProductQuery.swift",
        "Packages/Domain/Lists/ProductSort.swift",
        "Packages/Domain/Ports/CategoryRepository.swift",
        "Packages/Domain/Ports/ProductRepository.swift",
        "Packages/Domain/UseCases/CreateProductUseCase.swift",
        "Packages/Domain/UseCases/DeleteProductUseCase.swift",
        "Packages/Domain/UseCases/GetProductUseCase.swift",
        "Packages/Domain/UseCases/ListCategoriesUseCase.swift",
        "Packages/Domain/UseCases/SearchProductsUseCase.swift",
        "Packages/Domain/UseCases/UpdateProductUseCase.swift",
    ]

    static let data = [
        "Packages/Data/DTOs/ProductRecord+Mapping.swift",
        "Packages/Data/DTOs/ProductRecord.swift",
        "Packages/Data/DTOs/Schemas+Domain.swift",
        "Packages/Data/Postgres/PostgresCategoryRepository.swift",
        "Packages/Data/Postgres/PostgresProductRepository+Writes.swift",
        "Packages/Data/Postgres/PostgresProductRepository.swift",
        "Packages/Data/Postgres/PostgresProductRow.swift",
        "Packages/Data/Postgres/PostgresSearchPlan.swift",
        "Packages/Data/Remote/RemoteCategoryRepository.swift",
        "Packages/Data/Remote/RemoteProductRepository+Writes.swift",
        "Packages/Data/Remote/RemoteProductRepository.swift",
        "Packages/Data/Repositories/SQLiteCategoryRepository.swift",
        "Packages/Data/Repositories/SQLiteProductRepository+Writes.swift",
        "Packages/Data/Repositories/SQLiteProductRepository.swift",
        "Packages/Data/Repositories/SearchPlan.swift",
        "Packages/Data/Schema/ProductSchema.swift",
        "Packages/Data/Search/",
        "Packages/Data/Seed/",
    ]

    static let api = [
        "Packages/WebAPI/Schemas+Domain.swift",
        "Packages/WebAPI/UseCaseAPI+Categories.swift",
        "Packages/WebAPI/UseCaseAPI+Products.swift",
        "Packages/WebAPI/UseCaseAPI+ProductsWrites.swift",
    ]

    static let presentation = [
        "Packages/Presentation/CategoryList/",
        "Packages/Presentation/ProductDetail/",
        "Packages/Presentation/ProductEditor/",
        "Packages/Presentation/ProductList/",
        "Packages/Presentation/Formatting/PriceText.swift",
        "Packages/Presentation/Formatting/ProductCountText.swift",
        "Packages/Presentation/Formatting/StockText.swift",
        "Packages/Presentation/ViewData/CategoryListViewData.swift",
        "Packages/Presentation/ViewData/CategoryRowViewData.swift",
        "Packages/Presentation/ViewData/ProductDetailViewData.swift",
        "Packages/Presentation/ViewData/ProductListViewData.swift",
        "Packages/Presentation/ViewData/ProductRowViewData.swift",
    ]

    static let composition = [
        "Packages/Composition/AppContainer+Categories.swift",
        "Packages/Composition/AppContainer+Products.swift",
        "Packages/Composition/ScreenFactory+Categories.swift",
        "Packages/Composition/ScreenFactory+Products.swift",
    ]

    static let mocks = [
        "Packages/Mocks/MockCategoryRepository.swift",
        "Packages/Mocks/MockGetProductUseCase.swift",
        "Packages/Mocks/MockProductRepository+Writes.swift",
        "Packages/Mocks/MockProductRepository.swift",
        "Packages/Mocks/MockSearchProductsUseCase.swift",
        "Packages/Mocks/NoCaseName.swift",
        "Packages/Mocks/ProductFixtures.swift",
    ]

    static let apps = [
        "Apps/Server/Benchmarks/FlatServer/",
        "Apps/CLI/Sources/{CLI}/Commands/CategoriesCommand.swift",
        "Apps/CLI/Sources/{CLI}/Commands/ProductsCommand+Writes.swift",
        "Apps/CLI/Sources/{CLI}/Commands/ProductsCommand.swift",
        "Apps/CLI/Sources/{CLI}/Views/Categories+Terminal.swift",
        "Apps/CLI/Sources/{CLI}/Views/CategoryJSON.swift",
        "Apps/CLI/Sources/{CLI}/Views/CategoryTextView.swift",
        "Apps/CLI/Sources/{CLI}/Views/ProductJSON.swift",
        "Apps/CLI/Sources/{CLI}/Views/ProductTextView.swift",
        "Apps/CLI/Sources/{CLI}/Views/Products+Terminal.swift",
        "Apps/Server/Sources/{Server}/Web/CategoryPages.swift",
        "Apps/Server/Sources/{Server}/Web/ListPageContext.swift",
        "Apps/Server/Sources/{Server}/Web/ProductEditorPages.swift",
        "Apps/Server/Sources/{Server}/Web/ProductPages.swift",
    ]

    static let tests = [
        "Tests/{CLI}Tests/BrowserEditScreenTests.swift",
        "Tests/{CLI}Tests/CategoriesCommandTests.swift",
        "Tests/{CLI}Tests/DataSourceTests.swift",
        "Tests/{CLI}Tests/InteractiveBrowserTests.swift",
        "Tests/{CLI}Tests/ProductsCommandTests.swift",
        "Tests/{CLI}Tests/ProductsEditCommandsTests.swift",
        "Tests/{CLI}Tests/ShowAndOpenCommandTests.swift",
        "Tests/{Server}Tests/APITests.swift",
        "Tests/{Server}Tests/CachedRoutesTests.swift",
        "Tests/{Server}Tests/CategoryPageTests.swift",
        "Tests/{Server}Tests/ProductAPIWriteTests.swift",
        "Tests/{Server}Tests/ProductEditorPageTests.swift",
        "Tests/{Server}Tests/RoutingTests.swift",
        "Tests/{Server}Tests/WebPageTests.swift",
        "Tests/DataTests/RemoteCategoryRepositoryTests.swift",
        "Tests/DataTests/RemoteProductRepositoryTests.swift",
        "Tests/DataTests/SQLiteCategoryRepositoryTests.swift",
        "Tests/DataTests/SQLiteProductCountTests.swift",
        "Tests/DataTests/SQLiteProductRepositoryLookupTests.swift",
        "Tests/DataTests/SQLiteProductRepositoryPagingTests.swift",
        "Tests/DataTests/SQLiteProductRepositorySearchTests.swift",
        "Tests/DataTests/SQLiteProductWriteTests.swift",
        "Tests/DataTests/SQLiteSchemaTests.swift",
        "Tests/DataTests/SampleCatalogTests.swift",
        "Tests/DataTests/Support/Fixtures.swift",
        "Tests/DomainTests/EditProductsUseCaseTests.swift",
        "Tests/DomainTests/ListCategoriesUseCaseTests.swift",
        "Tests/DomainTests/ProductQueryParametersTests.swift",
        "Tests/DomainTests/ProductRulesTests.swift",
        "Tests/DomainTests/SearchProductsUseCaseTests.swift",
        "Tests/IntegrationTests/Conformance/",
        "Tests/IntegrationTests/DurabilityTests.swift",
        "Tests/IntegrationTests/FlatPeerAgreementTests.swift",
        "Tests/IntegrationTests/OpenAPIDocumentAgreementTests.swift",
        "Tests/IntegrationTests/RemoteSourceTests.swift",
        "Tests/IntegrationTests/TerminalOutputTests.swift",
        "Tests/MocksTests/MockCategoryRepositoryTests.swift",
        "Tests/MocksTests/MockProductRepositoryTests.swift",
        "Tests/PresentationTests/CategoryListViewModelTests.swift",
        "Tests/PresentationTests/ErrorAndEmptyViewDataTests.swift",
        "Tests/PresentationTests/NavigationTests.swift",
        "Tests/PresentationTests/ProductDetailViewModelTests.swift",
        "Tests/PresentationTests/ProductEditorTests.swift",
        "Tests/PresentationTests/ProductListViewModelTests.swift",
        "Tests/PresentationTests/Support.swift",
    ]

    /// The pages about the sample alone: its measurements, and a picture of its list.
    static let docs = [
        "docs/list-page.png",
        "docs/performance.md",
    ]

    /// `path` with the apps' module names of `product`.
    static func resolve(_ path: String, product: ProductName) -> String {
        path.replacingOccurrences(of: "{CLI}", with: product.display + "CLI")
            .replacingOccurrences(of: "{Server}", with: product.display + "Server")
    }
}
