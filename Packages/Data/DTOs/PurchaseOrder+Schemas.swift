import APIContract
import Domain
import Foundation

extension Components.Schemas.PurchaseOrder {
    /// The Domain purchase order, or `nil` for a value this app cannot hold, such as a
    /// currency it does not know.
    func toDomain() -> PurchaseOrder? {
        guard let totalCost = Currency.known(code: totalCost.currency).map({ Money(minorUnits: totalCost.minorUnits, currency: $0) }) else { return nil }
        guard let issuedOn = Day(iso: self.issuedOn) else { return nil }
        guard let shippingSpeed = PurchaseOrder.ShippingSpeed(rawValue: self.shippingSpeed.rawValue) else { return nil }
        return PurchaseOrder(id: PurchaseOrderID(id), supplierName: self.supplierName, orderCode: self.orderCode, unitCount: self.unitCount, totalCost: totalCost, expectedAt: Timestamp(secondsSince1970: Int64(self.expectedAt.timeIntervalSince1970.rounded(.down))), fullyReceived: self.fullyReceived, deliveryNote: self.deliveryNote, issuedOn: issuedOn, shippingSpeed: shippingSpeed, destination: WarehouseID(self.destination), version: version)
    }
}
// writes:begin

extension Components.Schemas.PurchaseOrderDraft {
    init(_ draft: PurchaseOrderDraft) {
        self.init(supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: .init(minorUnits: draft.totalCost.minorUnits, currency: draft.totalCost.currency.code), expectedAt: Date(timeIntervalSince1970: TimeInterval(draft.expectedAt.secondsSince1970)), fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: draft.issuedOn.description, shippingSpeed: .init(documenting: draft.shippingSpeed), destination: draft.destination.rawValue)
    }
}
// writes:end
