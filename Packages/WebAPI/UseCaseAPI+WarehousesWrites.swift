import APIContract
import Domain
import Foundation

/// The API's writes of warehouses: each runs its use case, over the version named in
/// `If-Match`. `WriteAccessMiddleware` has checked the token before any of these runs.
extension UseCaseAPI {
    public func createWarehouse(_ input: Operations.CreateWarehouse.Input) async throws -> Operations.CreateWarehouse.Output {
        guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the warehouse as JSON.")))) }
        do {
            let warehouse = try await useCases.createWarehouse.execute(try WarehouseDraft(body))
            return .created(.init(
                headers: .init(location: "/api/v1/warehouses/\(warehouse.id)", eTag: VersionETag.make(version: warehouse.version)),
                body: .json(.init(warehouse))
            ))
        } catch {
            switch error {
            case .invalid(_, let problems): return .unprocessableContent(.init(error, problems))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .notAllowed: return .forbidden(.init(error))
            case .invalidQuery, .notFound, .conflict, .inUse: return .badRequest(.init(error))
            }
        }
    }

    public func updateWarehouse(_ input: Operations.UpdateWarehouse.Input) async throws -> Operations.UpdateWarehouse.Output {
        guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("/api/v1/warehouses/{id}")) }
        guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the warehouse as JSON.")))) }
        do {
            let warehouse = try await useCases.updateWarehouse.execute(
                id: WarehouseID(input.path.id), expectedVersion: try await expectedWarehouseVersion(ifMatch, id: WarehouseID(input.path.id)), with: try WarehouseDraft(body)
            )
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: warehouse.version)), body: .json(.init(warehouse))))
        } catch {
            switch error {
            case .invalid(_, let problems): return .unprocessableContent(.init(error, problems))
            case .conflict(_, _, let currentVersion): return .preconditionFailed(.init(error, currentVersion: currentVersion))
            case .notFound: return .notFound(.init(error))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .notAllowed: return .forbidden(.init(error))
            case .invalidQuery, .inUse: return .badRequest(.init(error))
            }
        }
    }

    public func deleteWarehouse(_ input: Operations.DeleteWarehouse.Input) async throws -> Operations.DeleteWarehouse.Output {
        guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("/api/v1/warehouses/{id}")) }
        do {
            try await useCases.deleteWarehouse.execute(id: WarehouseID(input.path.id), expectedVersion: try await expectedWarehouseVersion(ifMatch, id: WarehouseID(input.path.id)))
            return .noContent(.init())
        } catch {
            switch error {
            case .conflict(_, _, let currentVersion): return .preconditionFailed(.init(error, currentVersion: currentVersion))
            case .notFound: return .notFound(.init(error))
            case .storageUnavailable: return .serviceUnavailable(.init(error))
            case .notAllowed: return .forbidden(.init(error))
            case .inUse: return .conflict(.init(error))
            case .invalidQuery, .invalid: return .badRequest(.init(error))
            }
        }
    }
}

extension UseCaseAPI {
    /// The version a write of the warehouse `id` is made over: the one `If-Match` names,
    /// or for `*` and for a list of tags, the current one when they match it.
    private func expectedWarehouseVersion(_ ifMatch: String, id: WarehouseID) async throws(AppError) -> Int {
        try await VersionETag.expected(ifMatch: ifMatch) { () throws(AppError) in try await useCases.getWarehouse.execute(id: id).version }
    }
}

extension WarehouseDraft {
    /// The draft the API was sent. A value this app cannot read (a currency it does not
    /// know, a day that is none) is the draft's problem, answered with the rules' problems
    /// of the rest, so that one answer names every field to fix.
    init(_ draft: Components.Schemas.WarehouseDraft) throws(AppError) {
        let unreadable: [FieldProblem?] = [
        ]
        self.init(name: draft.name)
        let problems = unreadable.compactMap(\.self)
        guard problems.isEmpty else {
            throw .invalid(kind: "warehouse", problems: FieldProblem.inOrder(of: WarehouseRules.fields, problems + WarehouseRules.problems(with: normalized)))
        }
    }
}
