import APIContract
import Domain
import Foundation

extension UseCaseAPI {
    public func listPurchaseOrders(_ input: Operations.ListPurchaseOrders.Input) async throws -> Operations.ListPurchaseOrders.Output {
        let defaults = PageRequest()
        let query = PurchaseOrderQuery(
            page: PageRequest(page: input.query.page ?? defaults.page, pageSize: input.query.pageSize ?? defaults.pageSize),
            destination: input.query.destination.map { WarehouseID($0) },
        )
        do {
            let page = try await useCases.listPurchaseOrders.execute(query)
            return .ok(.init(body: .json(.init(
                purchaseOrders: page.items.map(Components.Schemas.PurchaseOrder.init),
                page: page.page, pageSize: page.pageSize, totalCount: page.totalCount, pageCount: page.pageCount
            ))))
        } catch {
            switch error {
            case .invalidQuery: return .badRequest(.init(error))
            case .notFound, .invalid, .conflict, .inUse, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
            }
        }
    }

    public func getPurchaseOrder(_ input: Operations.GetPurchaseOrder.Input) async throws -> Operations.GetPurchaseOrder.Output {
        do {
            let purchaseOrder = try await useCases.getPurchaseOrder.execute(id: PurchaseOrderID(input.path.id))
            return .ok(.init(headers: .init(eTag: VersionETag.make(version: purchaseOrder.version)), body: .json(.init(purchaseOrder))))
        } catch {
            switch error {
            case .notFound: return .notFound(.init(error))
            case .invalidQuery: return .badRequest(.init(error))
            case .invalid, .conflict, .inUse, .storageUnavailable, .notAllowed: return .serviceUnavailable(.init(error))
            }
        }
    }
}

extension Components.Schemas.PurchaseOrder {
    init(_ purchaseOrder: PurchaseOrder) {
        self.init(id: purchaseOrder.id.rawValue, supplierName: purchaseOrder.supplierName, orderCode: purchaseOrder.orderCode, unitCount: purchaseOrder.unitCount, totalCost: .init(minorUnits: purchaseOrder.totalCost.minorUnits, currency: purchaseOrder.totalCost.currency.code), expectedAt: Date(timeIntervalSince1970: TimeInterval(purchaseOrder.expectedAt.secondsSince1970)), fullyReceived: purchaseOrder.fullyReceived, deliveryNote: purchaseOrder.deliveryNote, issuedOn: purchaseOrder.issuedOn.description, shippingSpeed: .init(documenting: purchaseOrder.shippingSpeed), destination: purchaseOrder.destination.rawValue, version: purchaseOrder.version)
    }
}
