import APIContract
import Domain

/// `WarehouseRepository` over the JSON API.
public struct RemoteWarehouseRepository: WarehouseRepository {
    let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func warehouses(_ query: WarehouseQuery) async throws(AppError) -> Page<Warehouse> {
        let path = "/api/v1/warehouses"
        let input = Operations.ListWarehouses.Input.Query(
            page: query.page.page,
            pageSize: query.page.pageSize,
        )
        switch try await client.send(path, { try await $0.listWarehouses(query: input) }) {
        case .ok(let ok):
            let page = try client.read(path, ok.body.json)
            // A row this app cannot hold fails the page, as it fails a read of that row alone.
            let items = try page.warehouses.map { item throws(AppError) in try known(item.toDomain(), path) }
            return try client.page(path, asked: query.page, items: items, page: page.page, pageSize: page.pageSize, totalCount: page.totalCount)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    public func warehouse(id: WarehouseID) async throws(AppError) -> Warehouse {
        let path = "/api/v1/warehouses/\(id)"
        switch try await client.send(path, { try await $0.getWarehouse(path: .init(id: id.rawValue)) }) {
        case .ok(let ok):
            return try known(client.read(path, ok.body.json).toDomain(), path)
        case .notFound:
            throw .notFound(kind: "warehouse", id: id.rawValue)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    /// `warehouse`, or the error for an answer this app cannot hold, such as one in a
    /// currency it does not know: what every operation that answers with one reads.
    func known(_ warehouse: Warehouse?, _ path: String) throws(AppError) -> Warehouse {
        guard let warehouse else { throw client.unexpected(path, reason: "a value this app cannot hold") }
        return warehouse
    }
}
