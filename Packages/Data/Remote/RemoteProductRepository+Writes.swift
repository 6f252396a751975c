import APIContract
import Domain

/// Writes through the API, each over the version it expects (`If-Match`), with the
/// token the client was made with. The server runs every rule; its answers come back as
/// the same errors the local repositories throw.
extension RemoteProductRepository {
    public func create(_ draft: ProductDraft) async throws(AppError) -> Product {
        let path = "/api/v1/products"
        let output = try await client.send(path) { try await $0.createProduct(body: .json(.init(draft))) }
        switch output {
        case .created(let created): return try domain(try client.read(path, created.body.json), path: path)
        case .unprocessableContent(let answer): throw .invalid(kind: "product", answeredWith: try? answer.body.applicationProblemJson)
        case .unauthorized(let answer): throw client.refused(path, status: 401, problem: try? answer.body.applicationProblemJson)
        case .forbidden(let answer): throw client.refused(path, status: 403, problem: try? answer.body.applicationProblemJson)
        case .badRequest(let answer), .contentTooLarge(let answer), .serviceUnavailable(let answer):
            throw client.failed(path, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _): throw client.failed(path, status: status)
        }
    }

    public func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product {
        let path = "/api/v1/products/\(id)"
        let output = try await client.send(path) {
            try await $0.updateProduct(
                path: .init(id: id.rawValue), headers: .init(ifMatch: VersionETag.make(version: expectedVersion)), body: .json(.init(draft))
            )
        }
        switch output {
        case .ok(let ok): return try domain(try client.read(path, ok.body.json), path: path)
        case .preconditionFailed(let answer):
            throw .conflict(kind: "product", id: id.rawValue, currentVersion: answer.headers.eTag.flatMap(VersionETag.version(of:)) ?? 0)
        case .notFound: throw .notFound(kind: "product", id: id.rawValue)
        case .unprocessableContent(let answer): throw .invalid(kind: "product", answeredWith: try? answer.body.applicationProblemJson)
        case .unauthorized(let answer): throw client.refused(path, status: 401, problem: try? answer.body.applicationProblemJson)
        case .forbidden(let answer): throw client.refused(path, status: 403, problem: try? answer.body.applicationProblemJson)
        case .badRequest(let answer), .contentTooLarge(let answer), .preconditionRequired(let answer), .serviceUnavailable(let answer):
            throw client.failed(path, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _): throw client.failed(path, status: status)
        }
    }

    public func delete(id: ProductID, expectedVersion: Int) async throws(AppError) {
        let path = "/api/v1/products/\(id)"
        let output = try await client.send(path) {
            try await $0.deleteProduct(path: .init(id: id.rawValue), headers: .init(ifMatch: VersionETag.make(version: expectedVersion)))
        }
        switch output {
        case .noContent: return
        case .preconditionFailed(let answer):
            throw .conflict(kind: "product", id: id.rawValue, currentVersion: answer.headers.eTag.flatMap(VersionETag.version(of:)) ?? 0)
        case .notFound: throw .notFound(kind: "product", id: id.rawValue)
        case .unauthorized(let answer): throw client.refused(path, status: 401, problem: try? answer.body.applicationProblemJson)
        case .forbidden(let answer): throw client.refused(path, status: 403, problem: try? answer.body.applicationProblemJson)
        case .badRequest(let answer), .preconditionRequired(let answer), .serviceUnavailable(let answer):
            throw client.failed(path, problem: try? answer.body.applicationProblemJson)
        case .undocumented(let status, _): throw client.failed(path, status: status)
        }
    }
}

extension Components.Schemas.ProductDraft {
    init(_ draft: ProductDraft) {
        self.init(
            name: draft.name, summary: draft.summary, price: .init(minorUnits: draft.priceMinorUnits, currency: draft.currencyCode),
            category: draft.categorySlug, stock: draft.stock
        )
    }
}
