import APIContract
import Domain
import Foundation

/// The API's writes of purchase orders: each runs its use case, over the version named in
/// `If-Match`. `WriteAccessMiddleware` has checked the token before any of these runs.
extension UseCaseAPI {
    public func createPurchaseOrder(_ input: Operations.CreatePurchaseOrder.Input) async throws -> Operations.CreatePurchaseOrder.Output {
        guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the purchase order as JSON.")))) }
        do {
            let purchaseOrder = try await useCases.createPurchaseOrder.execute(try PurchaseOrderDraft(body))
            return .created(.init(
                headers: .init(location: "/api/v1/purchase-orders/\(purchaseOrder.id)", eTag: VersionETag.make(version: purchaseOrder.version)),
                body: .json(.init(purchaseOrder))
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

    public func updatePurchaseOrder(_ input: Operations.UpdatePurchaseOrder.Input) async throws -> Operations.UpdatePurchaseOrder.Output {
        guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("/api/v1/purchase-orders/{id}")) }
        guard case .json(let body) = input.body else { return .badRequest(.init(body: .applicationProblemJson(.invalidParameter("Send the purchase order as JSON.")))) }
        do {
            let purchaseOrder = try await useCases.updatePurchaseOrder.execute(
                id: PurchaseOrderID(input.path.id), expectedVersion: try await expectedPurchaseOrderVersion(ifMatch, id: PurchaseOrderID(input.path.id)), with: try PurchaseOrderDraft(body)
            )
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: purchaseOrder.version)), body: .json(.init(purchaseOrder))))
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

    public func deletePurchaseOrder(_ input: Operations.DeletePurchaseOrder.Input) async throws -> Operations.DeletePurchaseOrder.Output {
        guard let ifMatch = input.headers.ifMatch else { return .preconditionRequired(.ifMatchNeeded("/api/v1/purchase-orders/{id}")) }
        do {
            try await useCases.deletePurchaseOrder.execute(id: PurchaseOrderID(input.path.id), expectedVersion: try await expectedPurchaseOrderVersion(ifMatch, id: PurchaseOrderID(input.path.id)))
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
    /// The version a write of the purchase order `id` is made over: the one `If-Match` names,
    /// or for `*` and for a list of tags, the current one when they match it.
    private func expectedPurchaseOrderVersion(_ ifMatch: String, id: PurchaseOrderID) async throws(AppError) -> Int {
        try await VersionETag.expected(ifMatch: ifMatch) { () throws(AppError) in try await useCases.getPurchaseOrder.execute(id: id).version }
    }
}

extension PurchaseOrderDraft {
    /// The draft the API was sent. A value this app cannot read (a currency it does not
    /// know, a day that is none) is the draft's problem, answered with the rules' problems
    /// of the rest, so that one answer names every field to fix.
    init(_ draft: Components.Schemas.PurchaseOrderDraft) throws(AppError) {
        let totalCost = Currency.known(code: draft.totalCost.currency).map { Money(minorUnits: draft.totalCost.minorUnits, currency: $0) }
        let issuedOn = Day(iso: draft.issuedOn)
        let shippingSpeed = PurchaseOrder.ShippingSpeed(rawValue: draft.shippingSpeed.rawValue)
        let unreadable: [FieldProblem?] = [
            totalCost == nil ? FieldProblem("totalCost", .unknownCurrency(draft.totalCost.currency, known: Currency.known.map(\.code))) : nil,
            issuedOn == nil ? FieldProblem("issuedOn", .notADate(draft.issuedOn, example: "2026-01-31")) : nil,
            shippingSpeed == nil ? FieldProblem("shippingSpeed", .notAChoice(draft.shippingSpeed.rawValue, choices: PurchaseOrder.ShippingSpeed.allCases.map(\.rawValue))) : nil,
        ]
        self.init(supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: totalCost ?? Money(minorUnits: 0, currency: .usd), expectedAt: Timestamp(secondsSince1970: Int64(draft.expectedAt.timeIntervalSince1970.rounded(.down))), fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: issuedOn ?? .epoch, shippingSpeed: shippingSpeed ?? .allCases[0], destination: WarehouseID(draft.destination))
        let problems = unreadable.compactMap(\.self)
        guard problems.isEmpty else {
            throw .invalid(kind: "purchase order", problems: FieldProblem.inOrder(of: PurchaseOrderRules.fields, problems + PurchaseOrderRules.problems(with: normalized)))
        }
    }
}
