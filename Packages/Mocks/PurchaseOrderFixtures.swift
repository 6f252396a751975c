import Domain

/// Three purchase orders whose fields all differ, for tests and the demo; a reference
/// names an item of its feature's fixtures, which exists.
public enum PurchaseOrderFixtures {
    public static let all: [PurchaseOrder] = [
        PurchaseOrder(id: 1, supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1),
        PurchaseOrder(id: 2, supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2),
        PurchaseOrder(id: 3, supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3),
    ]

    /// `count` purchase orders with ids 1 to `count`, each with the first's fields: enough to page through.
    public static func many(_ count: Int) -> [PurchaseOrder] {
        (1...count).map { id in
            PurchaseOrder(id: PurchaseOrderID(Int64(id)), supplierName: "Supplier name 1", orderCode: "Order code \(id)", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
        }
    }
}
