import Domain

/// A purchase order, ready to show: as a row of a list and on its own screen.
public struct PurchaseOrderViewData: Identifiable, RecordViewData {
    public let id: Int64
    /// What names it in titles.
    public let heading: String
    public let supplierName: String
    public let orderCode: String
    public let unitCount: Int
    public let totalCost: String
    public let expectedAt: TimestampViewData
    public let fullyReceived: Bool
    public let deliveryNote: String?
    /// Such as `2026-01-31`.
    public let issuedOn: String
    public let shippingSpeed: String
    /// The warehouse it is bound for.
    public let destination: ReferenceViewData
    /// Its own screen, where selecting its row leads.
    public let route: Route
    /// The version it was read at: what an edit or a delete over it names.
    public let version: Int

    /// The fields in the order screens show them, with their labels.
    public enum Field: String, RecordField {
        case supplierName
        case orderCode
        case unitCount
        case totalCost
        case expectedAt
        case fullyReceived
        case deliveryNote
        case issuedOn
        case shippingSpeed
        case destination

        public var label: String {
            switch self {
            case .supplierName: "Supplier name"
            case .orderCode: "Order code"
            case .unitCount: "Unit count"
            case .totalCost: "Total cost"
            case .expectedAt: "Expected at"
            case .fullyReceived: "Fully received"
            case .deliveryNote: "Delivery note"
            case .issuedOn: "Issued on"
            case .shippingSpeed: "Shipping speed"
            case .destination: "Destination"
            }
        }
    }

    public init(id: Int64, heading: String, supplierName: String, orderCode: String, unitCount: Int, totalCost: String, expectedAt: TimestampViewData, fullyReceived: Bool, deliveryNote: String?, issuedOn: String, shippingSpeed: String, destination: ReferenceViewData, route: Route, version: Int) {
        self.id = id
        self.heading = heading
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
        self.route = route
        self.version = version
    }

    /// `purchaseOrder`, naming the items it refers to by their headings among `referred`.
    init(_ purchaseOrder: PurchaseOrder, referred: ReferredHeadings = ReferredHeadings()) {
        // Its first text that is not empty names it; without one, its id does.
        let texts: [String] = [
            purchaseOrder.supplierName,
            purchaseOrder.orderCode,
        ]
        self.init(
            id: purchaseOrder.id.rawValue,
            heading: texts.first { !$0.isEmpty } ?? "Purchase order \(purchaseOrder.id.rawValue)",
            supplierName: purchaseOrder.supplierName,
            orderCode: purchaseOrder.orderCode,
            unitCount: purchaseOrder.unitCount,
            totalCost: PriceFormatter.string(for: purchaseOrder.totalCost),
            expectedAt: TimestampViewData(purchaseOrder.expectedAt),
            fullyReceived: purchaseOrder.fullyReceived,
            deliveryNote: purchaseOrder.deliveryNote,
            issuedOn: purchaseOrder.issuedOn.description,
            shippingSpeed: purchaseOrder.shippingSpeed.rawValue,
            destination: ReferenceViewData(kind: "Warehouse", id: purchaseOrder.destination.rawValue, in: referred, route: .warehouseDetail(id: purchaseOrder.destination.rawValue)),
            route: .purchaseOrderDetail(id: purchaseOrder.id.rawValue),
            version: purchaseOrder.version
        )
    }

    /// A field's value as text for a person.
    public func text(_ field: Field) -> String {
        switch field {
        case .supplierName: supplierName
        case .orderCode: orderCode
        case .unitCount: String(unitCount)
        case .totalCost: totalCost
        case .expectedAt: expectedAt.shown
        case .fullyReceived: fullyReceived ? "Yes" : "No"
        case .deliveryNote: deliveryNote ?? ""
        case .issuedOn: issuedOn
        case .shippingSpeed: shippingSpeed
        case .destination: destination.heading
        }
    }

    /// Whether an item it refers to could not be read, and shows by its kind and id only:
    /// a screen showing it is drawn without a part it has.
    public var isPartial: Bool {
        let unread: [Bool] = [
            destination.isUnread,
        ]
        return unread.contains(true)
    }

    /// Where a field's value leads: the item it refers to, for a field that refers to one.
    public func route(_ field: Field) -> Route? {
        switch field {
        case .destination: destination.route
        default: nil
        }
    }

    /// The headings of the items `purchaseOrders` refer to, each read once.
    static func referred(
        by purchaseOrders: [PurchaseOrder],
        getWarehouse: any GetWarehouseUseCase,
    ) async -> ReferredHeadings {
        await ReferredHeadings.load([
            ReferredHeadings.Lookup(kind: "Warehouse", ids: purchaseOrders.map(\.destination.rawValue)) { id throws(AppError) in WarehouseViewData(try await getWarehouse.execute(id: WarehouseID(id))).heading },
        ])
    }
}
