/// A purchase order as an editor submits it: what a person may change, before it
/// is checked. The id and the version are not in it; the store gives the one and counts the other.
public struct PurchaseOrderDraft: Hashable, Sendable {
    public var supplierName: String
    public var orderCode: String
    public var unitCount: Int
    public var totalCost: Money
    public var expectedAt: Timestamp
    public var fullyReceived: Bool
    public var deliveryNote: String?
    public var issuedOn: Day
    public var shippingSpeed: PurchaseOrder.ShippingSpeed
    public var destination: WarehouseID

    public init(supplierName: String, orderCode: String, unitCount: Int, totalCost: Money, expectedAt: Timestamp, fullyReceived: Bool, deliveryNote: String?, issuedOn: Day, shippingSpeed: PurchaseOrder.ShippingSpeed, destination: WarehouseID) {
        self.supplierName = supplierName
        self.orderCode = orderCode
        self.unitCount = unitCount
        self.totalCost = totalCost
        self.expectedAt = expectedAt
        self.fullyReceived = fullyReceived
        self.deliveryNote = deliveryNote
        self.issuedOn = issuedOn
        self.shippingSpeed = shippingSpeed
        self.destination = destination
    }

    /// The draft of an existing purchase order, for an editor to start from.
    public init(_ purchaseOrder: PurchaseOrder) {
        self.init(supplierName: purchaseOrder.supplierName, orderCode: purchaseOrder.orderCode, unitCount: purchaseOrder.unitCount, totalCost: purchaseOrder.totalCost, expectedAt: purchaseOrder.expectedAt, fullyReceived: purchaseOrder.fullyReceived, deliveryNote: purchaseOrder.deliveryNote, issuedOn: purchaseOrder.issuedOn, shippingSpeed: purchaseOrder.shippingSpeed, destination: purchaseOrder.destination)
    }

    /// The draft with surrounding white space taken off its texts, as it is checked and saved.
    public var normalized: PurchaseOrderDraft {
        PurchaseOrderDraft(supplierName: supplierName.trimmingWhiteSpace, orderCode: orderCode.trimmingWhiteSpace, unitCount: unitCount, totalCost: totalCost, expectedAt: expectedAt, fullyReceived: fullyReceived, deliveryNote: deliveryNote.trimmedOrNone, issuedOn: issuedOn, shippingSpeed: shippingSpeed, destination: destination)
    }
}
