import APIContract
import Domain

/// The writes, over the API: each sends the version it expects as `If-Match`, and turns
/// every answer the document promises into the same errors a local store throws.
extension RemoteWarehouseRepository {
    public func create(_ draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let path = "/api/v1/warehouses"
        switch try await client.send(path, { try await $0.createWarehouse(body: .json(.init(draft))) }) {
        case .created(let created):
            return try known(client.read(path, created.body.json).toDomain(), path)
        case .unprocessableContent(let answer):
            throw .invalid(kind: "warehouse", answeredWith: try? answer.body.applicationProblemJson)
        case .contentTooLarge(let answer):
            throw client.failed(path, status: 413, problem: try? answer.body.applicationProblemJson)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .unauthorized(let answer):
            throw client.refused(path, status: 401, problem: try? answer.body.applicationProblemJson)
        case .forbidden(let answer):
            throw client.refused(path, status: 403, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    public func update(id: WarehouseID, expectedVersion: Int, with draft: WarehouseDraft) async throws(AppError) -> Warehouse {
        let path = "/api/v1/warehouses/\(id)"
        let ifMatch = VersionETag.make(version: expectedVersion)
        switch try await client.send(path, { try await $0.updateWarehouse(path: .init(id: id.rawValue), headers: .init(ifMatch: ifMatch), body: .json(.init(draft))) }) {
        case .ok(let ok):
            return try known(client.read(path, ok.body.json).toDomain(), path)
        case .unprocessableContent(let answer):
            throw .invalid(kind: "warehouse", answeredWith: try? answer.body.applicationProblemJson)
        case .contentTooLarge(let answer):
            throw client.failed(path, status: 413, problem: try? answer.body.applicationProblemJson)
        case .notFound:
            throw .notFound(kind: "warehouse", id: id.rawValue)
        case .preconditionFailed(let answer):
            throw .conflict(kind: "warehouse", id: id.rawValue, currentVersion: answer.headers.eTag.flatMap(VersionETag.version(of:)) ?? 0)
        case .preconditionRequired(let answer):
            throw client.failed(path, status: 428, problem: try? answer.body.applicationProblemJson)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .unauthorized(let answer):
            throw client.refused(path, status: 401, problem: try? answer.body.applicationProblemJson)
        case .forbidden(let answer):
            throw client.refused(path, status: 403, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }

    public func delete(id: WarehouseID, expectedVersion: Int) async throws(AppError) {
        let path = "/api/v1/warehouses/\(id)"
        let ifMatch = VersionETag.make(version: expectedVersion)
        switch try await client.send(path, { try await $0.deleteWarehouse(path: .init(id: id.rawValue), headers: .init(ifMatch: ifMatch)) }) {
        case .noContent:
            return
        case .notFound:
            throw .notFound(kind: "warehouse", id: id.rawValue)
        case .preconditionFailed(let answer):
            throw .conflict(kind: "warehouse", id: id.rawValue, currentVersion: answer.headers.eTag.flatMap(VersionETag.version(of:)) ?? 0)
        case .conflict:
            throw .inUse(kind: "warehouse", id: id.rawValue)
        case .preconditionRequired(let answer):
            throw client.failed(path, status: 428, problem: try? answer.body.applicationProblemJson)
        case .badRequest(let answer):
            throw client.failed(path, status: 400, problem: try? answer.body.applicationProblemJson)
        case .unauthorized(let answer):
            throw client.refused(path, status: 401, problem: try? answer.body.applicationProblemJson)
        case .forbidden(let answer):
            throw client.refused(path, status: 403, problem: try? answer.body.applicationProblemJson)
        case .serviceUnavailable(let answer):
            throw client.failed(path, status: 503, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _):
            throw client.failed(path, status: status)
        }
    }
}
