import APIContract
import Domain

/// The JSON API over the use cases: what a server serves at `/api/v1`. It validates
/// and answers exactly as every other client of the use cases is answered.
public struct UseCaseCatalogAPI: CatalogAPI {
    private let searchProducts: any SearchProductsUseCase
    private let getProduct: any GetProductUseCase

    public init(searchProducts: any SearchProductsUseCase, getProduct: any GetProductUseCase) {
        self.searchProducts = searchProducts
        self.getProduct = getProduct
    }

    public func searchProducts(_ parameters: ProductSearchParameters) async -> APIResult<ProductPageDTO> {
        guard let sort = ProductSort(rawValue: parameters.sort) else {
            return .problem(.invalidParameter("“\(parameters.sort)” is not a sort order."))
        }
        let query = ProductQuery(
            text: parameters.search, category: parameters.category, sort: sort,
            page: parameters.page, pageSize: parameters.pageSize
        )
        do {
            return .success(ProductPageDTO(try await searchProducts.execute(query)))
        } catch {
            return .problem(Self.problem(for: error))
        }
    }

    public func product(id: String) async -> APIResult<ProductDTO> {
        guard let number = Int64(id), number > 0 else {
            return .problem(.invalidParameter("“\(id)” is not a product id; ids are whole numbers from 1."))
        }
        do {
            return .success(ProductDTO(try await getProduct.execute(id: ProductID(number))))
        } catch {
            return .problem(Self.problem(for: error))
        }
    }

    static func problem(for error: CatalogError) -> ProblemDTO {
        switch error {
        case .productNotFound: .notFound(error.description)
        case .invalidQuery: .invalidParameter(error.description)
        case .storageUnavailable: .unavailable(error.description)
        }
    }
}
