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

    static func schema(_ warehouse: Warehouse) -> Components.Schemas.Warehouse {
        .init(id: warehouse.id.rawValue, name: warehouse.name, version: warehouse.version)
    }

    @Test("The warehouses come from the API's path, as Domain values")
    func list() async throws {
        let page = Components.Schemas.WarehousePage(warehouses: Self.stored.map(Self.schema), page: 2, pageSize: 3, totalCount: 6, pageCount: 2)
        let transport = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        let repository = RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: transport))
        let listed = try await repository.warehouses(WarehouseQuery(page: PageRequest(page: 2, pageSize: 3)))
        #expect(await transport.requested == ["http://127.0.0.1:9/shop/api/v1/warehouses?page=2&page-size=3"])
        #expect(listed == Page(items: Self.stored, page: 2, pageSize: 3, totalCount: 6))
    }

    @Test("One warehouse comes from its own path; a 404 is not found")
    func byID() async throws {
        let found = ScriptedTransport(.response(status: 200, body: try encoded(Self.schema(Self.stored[1]))))
        #expect(try await RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: found)).warehouse(id: 2) == Self.stored[1])
        #expect(await found.requested == ["http://127.0.0.1:9/shop/api/v1/warehouses/2"])
        let problem = Components.Schemas.Problem.notFound("No warehouse has the id 99.")
        let missing = ScriptedTransport(.response(status: 404, contentType: "application/problem+json", body: try encoded(problem)))
        await #expect(throws: AppError.notFound(kind: "warehouse", id: 99)) {
            try await RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: missing)).warehouse(id: 99)
        }
    }

    /// A warehouse as a server could send it and this app cannot hold: once for each
    /// field whose value can be one this app does not know.
    static let unholdable: [Components.Schemas.Warehouse] = [
    ]

    static func changed(_ item: Components.Schemas.Warehouse, _ change: (inout Components.Schemas.Warehouse) -> Void) -> Components.Schemas.Warehouse {
        var item = item
        change(&item)
        return item
    }

    @Test(
        "A warehouse this app cannot hold fails the page it is on, as it fails its own read",
        .enabled(if: !unholdable.isEmpty, "every value of a warehouse's fields is one this app can hold"), arguments: unholdable
    )
    func unholdableItem(_ item: Components.Schemas.Warehouse) async throws {
        let page = Components.Schemas.WarehousePage(warehouses: [Self.schema(Self.stored[1]), item], page: 1, pageSize: 20, totalCount: 2, pageCount: 1)
        let listed = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        await #expect(throws: AppError.self) {
            try await RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: listed)).warehouses(WarehouseQuery(page: PageRequest()))
        }
        let read = ScriptedTransport(.response(status: 200, body: try encoded(item)))
        await #expect(throws: AppError.self) {
            try await RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: read)).warehouse(id: 1)
        }
    }

    /// Pages a server could answer page 2 of 3 with, none of them the page asked for, and
    /// what the error says of each.
    static let otherPages: [(Components.Schemas.WarehousePage, String)] = [
        (.init(warehouses: stored.map(schema), page: 1, pageSize: 3, totalCount: 6, pageCount: 2), "page 1 of 3 answered"),
        (.init(warehouses: stored.map(schema), page: 2, pageSize: 0, totalCount: 6, pageCount: 2), "page 2 of 0 answered"),
        (.init(warehouses: stored.map(schema) + stored.map(schema), page: 2, pageSize: 3, totalCount: 9, pageCount: 3), "6 items on a page of 3"),
        (.init(warehouses: stored.map(schema), page: 2, pageSize: 3, totalCount: 5, pageCount: 2), "a total of 5 for a page whose items end at 6"),
        (.init(warehouses: [], page: 2, pageSize: 3, totalCount: -1, pageCount: 0), "a total of -1"),
    ]

    @Test("A page other than the one asked for, or one that holds more than it says, fails the list", arguments: otherPages)
    func otherPage(_ page: Components.Schemas.WarehousePage, saying reason: String) async throws {
        let transport = ScriptedTransport(.response(status: 200, body: try encoded(page)))
        let repository = RemoteWarehouseRepository(client: APIClient(baseURL: base, transport: transport))
        let error = await #expect(throws: AppError.self) {
            try await repository.warehouses(WarehouseQuery(page: PageRequest(page: 2, pageSize: 3)))
        }
        guard case .storageUnavailable(let text) = error else {
            Issue.record("expected storageUnavailable, got \(String(describing: error))")
            return
        }
        #expect(text.contains("is not what this app expects (") && text.contains(reason), "\(text)")
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
