import APIContract
import Domain

/// The JSON API over the use cases: the generated `APIProtocol`, implemented by running
/// the same use cases every other client runs. An inbound adapter, as Presentation is
/// for screens; `QueryGrammarMiddleware` holds the requests to the Domain's grammar first.
public struct UseCaseAPI: APIProtocol {
    // sample:begin
    private let searchProducts: any SearchProductsUseCase
    let getProduct: any GetProductUseCase
    private let listCategories: any ListCategoriesUseCase
    let editing: Editing

    /// The use cases the write operations run.
    public struct Editing: Sendable {
        let create: any CreateProductUseCase
        let update: any UpdateProductUseCase
        let delete: any DeleteProductUseCase

        public init(create: any CreateProductUseCase, update: any UpdateProductUseCase, delete: any DeleteProductUseCase) {
            self.create = create
            self.update = update
            self.delete = delete
        }
    }
    // sample:end
    // scaffold:api-use-cases

    public init(
        // sample:begin
        searchProducts: any SearchProductsUseCase,
        getProduct: any GetProductUseCase,
        listCategories: any ListCategoriesUseCase,
        editing: Editing,
        // sample:end
        // scaffold:api-parameters
    ) {
        // sample:begin
        self.searchProducts = searchProducts
        self.getProduct = getProduct
        self.listCategories = listCategories
        self.editing = editing
        // sample:end
        // scaffold:api-assignments
    }

    /// Why the Domain's grammar refuses an operation's query, or `nil` when it reads it
    /// (or the operation takes no query). `pairs` is asked for only when a grammar reads it.
    static func queryProblem(operationID: String, pairs: () -> [QueryString.Pair]) -> InvalidQueryReason? {
        let grammar: QueryGrammar? = switch operationID {
        // sample:begin
        case Operations.SearchProducts.id: { pairs throws(InvalidQueryReason) in _ = try ProductQuery(parameters: pairs) }
        // sample:end
        // scaffold:query-grammars
        default: nil
        }
        guard let grammar else { return nil }
        do {
            try grammar(pairs())
            return nil
        } catch {
            return error
        }
    }

    /// Reads a query, throwing the grammar's reason when it refuses it.
    typealias QueryGrammar = ([(name: String, value: String)]) throws(InvalidQueryReason) -> Void

    // sample:begin
    public func searchProducts(_ input: Operations.SearchProducts.Input) async throws -> Operations.SearchProducts.Output {
        let given = input.query
        let defaults = ProductQuery()
        let query = ProductQuery(
            text: given.search ?? defaults.text,
            category: given.category.flatMap { $0.isEmpty ? nil : $0 },
            sort: given.sort.map(Self.sort) ?? defaults.sort,
            page: given.page ?? defaults.page,
            pageSize: given.pageSize ?? defaults.pageSize
        )
        do {
            return .ok(.init(body: .json(.init(try await searchProducts.execute(query)))))
        } catch {
            switch error {
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .invalidQuery, .notFound, .invalid, .conflict, .notAllowed:
                return .badRequest(.init(error))
            }
        }
    }

    public func getProduct(_ input: Operations.GetProduct.Input) async throws -> Operations.GetProduct.Output {
        do {
            let product = try await getProduct.execute(id: ProductID(input.path.id))
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: product.version)), body: .json(.init(product))))
        } catch {
            switch error {
            case .notFound: return .notFound(.init(error))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .invalidQuery, .invalid, .conflict, .notAllowed:
                return .badRequest(.init(error))
            }
        }
    }

    public func listCategories(_ input: Operations.ListCategories.Input) async throws -> Operations.ListCategories.Output {
        do {
            let summaries = try await listCategories.execute()
            return .ok(.init(body: .json(.init(categories: summaries.map(Components.Schemas.CategorySummary.init)))))
        } catch {
            return .serviceUnavailable(.init(error))
        }
    }

    /// The document's sort names are the Domain's (a test holds them to it); a switch,
    /// so that a sort added to either side fails to compile until both agree.
    private static func sort(_ payload: Operations.SearchProducts.Input.Query.SortPayload) -> ProductSort {
        switch payload {
        case .relevance: .relevance
        case .name: .name
        case .priceAsc: .priceLowToHigh
        case .priceDesc: .priceHighToLow
        }
    }
    // sample:end
}
