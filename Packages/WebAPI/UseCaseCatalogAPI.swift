import APIContract
import Domain

/// The JSON API over the use cases: what a server serves at `/api/v1`. An inbound
/// adapter, as Presentation is for screens: it parses with the same query grammar, and
/// validates and answers exactly as every other client of the use cases is answered.
public struct UseCaseCatalogAPI: CatalogAPI {
    private let searchProducts: any SearchProductsUseCase
    private let getProduct: any GetProductUseCase
    private let listCategories: any ListCategoriesUseCase

    public init(
        searchProducts: any SearchProductsUseCase,
        getProduct: any GetProductUseCase,
        listCategories: any ListCategoriesUseCase
    ) {
        self.searchProducts = searchProducts
        self.getProduct = getProduct
        self.listCategories = listCategories
    }

    public func searchProducts(parameters: [(name: String, value: String)]) async throws(ProblemDTO) -> ProductPageDTO {
        try await answer { () throws(CatalogError) in
            let query: ProductQuery
            do throws(InvalidQueryReason) {
                query = try ProductQuery(parameters: parameters)
            } catch {
                throw .invalidQuery(error)
            }
            return ProductPageDTO(try await searchProducts.execute(query))
        }
    }

    public func product(id: String) async throws(ProblemDTO) -> ProductDTO {
        try await answer { () throws(CatalogError) in
            guard let productID = ProductID(parsing: id) else { throw .invalidQuery(.malformedProductID(id)) }
            return ProductDTO(try await getProduct.execute(id: productID))
        }
    }

    public func categories() async throws(ProblemDTO) -> CategoryListDTO {
        try await answer { () throws(CatalogError) in
            CategoryListDTO(categories: try await listCategories.execute().map(CategorySummaryDTO.init))
        }
    }

    /// Runs `body`, turning its error into the problem the API sends.
    private func answer<Value>(_ body: () async throws(CatalogError) -> Value) async throws(ProblemDTO) -> Value {
        do {
            return try await body()
        } catch {
            throw ProblemDTO(error)
        }
    }
}
