/// The identity of a purchase order.
public typealias PurchaseOrderID = EntityID<PurchaseOrder>

/// A purchase order, as the app knows it: an id given by the store, and its fields.
///
/// `version` starts at 1 and grows with every saved edit, so that a writer can detect
/// that someone else changed it since it was read.
public struct PurchaseOrder: Identifiable, Hashable, Sendable {
    public let id: PurchaseOrderID
    public var supplierName: String
    public var orderCode: String
    public var unitCount: Int
    public var totalCost: Money
    public var expectedAt: Timestamp
    public var fullyReceived: Bool
    public var deliveryNote: String?
    public var issuedOn: Day
    public var shippingSpeed: ShippingSpeed
    /// The warehouse it is bound for.
    public var destination: WarehouseID
    public var version: Int

    public init(id: PurchaseOrderID, supplierName: String, orderCode: String, unitCount: Int, totalCost: Money, expectedAt: Timestamp, fullyReceived: Bool, deliveryNote: String?, issuedOn: Day, shippingSpeed: ShippingSpeed, destination: WarehouseID, version: Int = 1) {
        self.id = id
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
        self.version = version
    }

    /// The values a shipping speed can take, each written as its raw value in every store and on the wire.
    public enum ShippingSpeed: String, CaseIterable, Hashable, Sendable {
        case standard, express, overnight
    }
}
