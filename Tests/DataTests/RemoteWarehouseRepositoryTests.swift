import APIContract
import DataLayer
import Domain
import Foundation
import Testing

@Suite("Remote warehouse repository over a scripted transport")
struct RemoteWarehouseRepositoryTests {
    let base = URL(string: "http://127.0.0.1:9/shop")!

    static let stored = [
        Warehouse(id: 1, name: "Name 1"),
        Warehouse(id: 2, name: "Name 2"),
        Warehouse(id: 3, name: "Name 3"),
    ]

    /// `value` as the server sends it: dates as RFC 3339 text.
    func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    func schema(_ warehouse: Warehouse) -> Components.Schemas.Warehouse {
        .init(id: warehouse.id.rawValue, name: warehouse.name, version: warehouse.version)
    }

    @Test("The warehouses come from the API's path, as Domain values")
    func list() async throws {
        let page = Components.Schemas.WarehousePage(warehouses: Self.stored.map(schema), page: 2, pageSize: 3, totalCount: 6, pageCount: 2)
        let transport = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        let repository = RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: transport))
        let listed = try await repository.warehouses(WarehouseQuery(page: PageRequest(page: 2, pageSize: 3)))
        #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/warehouses?page=2&page-size=3"])
        #expect(listed == Page(items: Self.stored, page: 2, pageSize: 3, totalCount: 6))
    }

    @Test("One warehouse comes from its own path; a 404 is not found")
    func byID() async throws {
        let found = ScriptedTransport(.response(status: 200, body: try encoded(schema(Self.stored[1]))))
        #expect(try await RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: found)).warehouse(id: 2) == Self.stored[1])
        #expect(await found.requested == ["http://127.0.0.1:9/shop/api/v1/warehouses/2"])
        let problem = Components.Schemas.Problem.notFound("No warehouse has the id 99.")
        let missing = ScriptedTransport(.response(status: 404, contentType: "application/problem+json", body: try encoded(problem)))
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 99)) {
            try await RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: missing)).warehouse(id: 99)
        }
    }

    @Test("A server that is down is the storage error, naming the URL")
    func unreachable() async {
        let transport = ScriptedTransport(.failure(URLError(.cannotConnectToHost)))
        let repository = RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: transport))
        let error = await #expect(throws: AppError.self) { try await repository.warehouses(WarehouseQuery(page: PageRequest())) }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains("http://127.0.0.1:9/shop/api/v1/warehouses cannot be reached"))
    }
}
