import APIContract
import Domain

/// `PurchaseOrderRepository` over the JSON API.
public struct RemotePurchaseOrderRepository: PurchaseOrderRepository {
    let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func purchaseOrders(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder> {
        let path = "/api/v1/purchase-orders"
        let input = Operations.ListPurchaseOrders.Input.Query(
            page: query.page.page,
            pageSize: query.page.pageSize,
            destination: query.destination?.rawValue,
        )
        switch try await client.send(path, { try await $0.listPurchaseOrders(query: input) }) {
        case .ok(let ok):
            let page = try client.read(path, ok.body.json)
            // A row this app cannot hold fails the page, as it fails a read of that row alone.
            let items = try page.purchaseOrders.map { item throws(AppError) in try known(item.toDomain(), path) }
            return try client.page(path, asked: query.page, items: items, page: page.page, pageSize: page.pageSize, totalCount: page.totalCount)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    public func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
        let path = "/api/v1/purchase-orders/\(id)"
        switch try await client.send(path, { try await $0.getPurchaseOrder(path: .init(id: id.rawValue)) }) {
        case .ok(let ok):
            return try known(client.read(path, ok.body.json).toDomain(), path)
        case .notFound:
            throw .notFound(kind: "purchase order", id: id.rawValue)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    /// `purchaseOrder`, or the error for an answer this app cannot hold, such as one in a
    /// currency it does not know: what every operation that answers with one reads.
    func known(_ purchaseOrder: PurchaseOrder?, _ path: String) throws(AppError) -> PurchaseOrder {
        guard let purchaseOrder else { throw client.unexpected(path, reason: "a value this app cannot hold") }
        return purchaseOrder
    }
}
