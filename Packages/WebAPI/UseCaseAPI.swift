import APIContract
import Domain

/// The JSON API over the use cases: the generated `APIProtocol`, implemented by running
/// the same use cases every other client runs. An inbound adapter, as Presentation is
/// for screens; `QueryGrammarMiddleware` holds the requests to the Domain's grammar first.
/// Each feature's operations are in a file of the feature's (`UseCaseAPI+Orders.swift`).
public struct UseCaseAPI: APIProtocol {
    let useCases: any APIUseCases

    public init(useCases: any APIUseCases) {
        self.useCases = useCases
    }

    /// Why the Domain's grammar refuses an operation's query, or `nil` when it reads it. An
    /// operation without a grammar of its own takes no query: any pair is refused.
    static func queryProblem(operationID: String, pairs: [QueryString.Pair]) -> InvalidQueryReason? {
        let grammar: QueryGrammar = switch operationID {
        // sample:begin
        case Operations.SearchProducts.id: { pairs throws(InvalidQueryReason) in _ = try ProductQuery(parameters: pairs) }
        // sample:end
        case Operations.ListPurchaseOrders.id: { pairs throws(InvalidQueryReason) in _ = try PurchaseOrderQuery(parameters: pairs) }
        case Operations.ListWarehouses.id: { pairs throws(InvalidQueryReason) in _ = try WarehouseQuery(parameters: pairs) }
        // scaffold:query-grammars
        // An item's read and every write take no query, as an item's page takes none.
        default: { pairs throws(InvalidQueryReason) in
            if let first = pairs.first { throw .unknownParameter(first.name, known: []) }
        }
        }
        do {
            try grammar(pairs)
            return nil
        } catch {
            return error
        }
    }

    /// Reads a query, throwing the grammar's reason when it refuses it.
    typealias QueryGrammar = ([(name: String, value: String)]) throws(InvalidQueryReason) -> Void
}

/// The use cases the API runs, each feature's declared here (`scaffold feature` adds them
/// at the anchor); the app's container has every one.
public protocol APIUseCases: Sendable {
    // sample:begin
    var searchProducts: any SearchProductsUseCase { get }
    var getProduct: any GetProductUseCase { get }
    var listCategories: any ListCategoriesUseCase { get }
    var createProduct: any CreateProductUseCase { get }
    var updateProduct: any UpdateProductUseCase { get }
    var deleteProduct: any DeleteProductUseCase { get }
    // sample:end
    var listPurchaseOrders: any ListPurchaseOrdersUseCase { get }
    var getPurchaseOrder: any GetPurchaseOrderUseCase { get }
    // writes:begin
    var createPurchaseOrder: any CreatePurchaseOrderUseCase { get }
    var updatePurchaseOrder: any UpdatePurchaseOrderUseCase { get }
    var deletePurchaseOrder: any DeletePurchaseOrderUseCase { get }
    // writes:end
    var listWarehouses: any ListWarehousesUseCase { get }
    var getWarehouse: any GetWarehouseUseCase { get }
    var createWarehouse: any CreateWarehouseUseCase { get }
    var updateWarehouse: any UpdateWarehouseUseCase { get }
    var deleteWarehouse: any DeleteWarehouseUseCase { get }
    // scaffold:api-use-cases
}
