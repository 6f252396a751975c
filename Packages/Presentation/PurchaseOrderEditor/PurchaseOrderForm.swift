import Domain

/// A purchase order editor's fields as a person typed them: text, read only on save.
public struct PurchaseOrderForm: EditorForm {
    public var supplierName: String
    public var orderCode: String
    public var unitCount: String
    public var totalCost: String
    public var expectedAt: String
    public var fullyReceived: String
    public var deliveryNote: String
    public var issuedOn: String
    public var shippingSpeed: String
    /// The id of the warehouse it is bound for.
    public var destination: String

    public init(supplierName: String = "", orderCode: String = "", unitCount: String = "", totalCost: String = "", expectedAt: String = "", fullyReceived: String = "no", deliveryNote: String = "", issuedOn: String = "", shippingSpeed: String = "", destination: String = "") {
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

    /// What names the purchase order in titles: its first text that is not blank, if it has one.
    public var heading: String? {
        let texts: [String] = [
            supplierName,
            orderCode,
        ]
        return texts.first { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The form of an existing purchase order, as an editor starts it.
    init(_ purchaseOrder: PurchaseOrder) {
        self.init(supplierName: purchaseOrder.supplierName, orderCode: purchaseOrder.orderCode, unitCount: String(purchaseOrder.unitCount), totalCost: FormText.text(purchaseOrder.totalCost), expectedAt: TimestampText.formText(purchaseOrder.expectedAt), fullyReceived: FormText.text(purchaseOrder.fullyReceived), deliveryNote: purchaseOrder.deliveryNote ?? "", issuedOn: purchaseOrder.issuedOn.description, shippingSpeed: purchaseOrder.shippingSpeed.rawValue, destination: purchaseOrder.destination.description)
    }

    /// The items each reference field may choose, by the field: the first page of each
    /// referred feature's, as long as a page may be, by heading. A list that cannot be read
    /// is left out, and its field is typed as an id.
    static func choices(
        listWarehouses: any ListWarehousesUseCase,
    ) async -> [String: [FormChoice]] {
        let lists: [(field: Field, choices: [FormChoice]?)] = [
            (.destination, try? await listWarehouses.execute(WarehouseQuery(page: PageRequest(pageSize: PageRequest.maximumPageSize))).items.map { FormChoice(value: $0.id.description, title: WarehouseViewData($0).heading) }),
        ]
        return Dictionary(uniqueKeysWithValues: lists.compactMap { list in list.choices.map { (list.field.rawValue, $0) } })
    }

    /// The form's fields in the order an editor shows them, so that every app lays out the
    /// same form and a field's problem finds its place by `rawValue`.
    public enum Field: String, FormField {
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

        /// What a person reads beside the field.
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

        /// What the field takes, when it is not plain text.
        public var hint: String? {
            switch self {
            case .supplierName: nil
            case .orderCode: nil
            case .unitCount: FormText.wholeNumberHint(PurchaseOrderRules.unitCountRange)
            case .totalCost: "An amount, such as 12.50 or 12.50 EUR"
            case .expectedAt: "A date in UTC, such as 2026-01-31 or 2026-01-31 14:30"
            case .fullyReceived: "yes or no"
            case .deliveryNote: "May be left empty"
            case .issuedOn: "A day, such as 2026-01-31"
            case .shippingSpeed: "One of " + FormText.choices(PurchaseOrder.ShippingSpeed.self).joined(separator: ", ")
            case .destination: "A warehouse, by its id (see warehouses)"
            }
        }

        /// How the field is typed or chosen.
        public var control: FormControl {
            switch self {
            case .supplierName: .text
            case .orderCode: .text
            case .unitCount: .text
            case .totalCost: .text
            case .expectedAt: .text
            case .fullyReceived: .flag
            case .deliveryNote: .text
            case .issuedOn: .day
            case .shippingSpeed: .choice(FormText.choices(PurchaseOrder.ShippingSpeed.self))
            case .destination: .reference
            }
        }
    }

    /// What is typed in `field`.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .supplierName: supplierName
            case .orderCode: orderCode
            case .unitCount: unitCount
            case .totalCost: totalCost
            case .expectedAt: expectedAt
            case .fullyReceived: fullyReceived
            case .deliveryNote: deliveryNote
            case .issuedOn: issuedOn
            case .shippingSpeed: shippingSpeed
            case .destination: destination
            }
        }
        set {
            switch field {
            case .supplierName: supplierName = newValue
            case .orderCode: orderCode = newValue
            case .unitCount: unitCount = newValue
            case .totalCost: totalCost = newValue
            case .expectedAt: expectedAt = newValue
            case .fullyReceived: fullyReceived = newValue
            case .deliveryNote: deliveryNote = newValue
            case .issuedOn: issuedOn = newValue
            case .shippingSpeed: shippingSpeed = newValue
            case .destination: destination = newValue
            }
        }
    }

    /// The draft the form describes, and the fields that could not be read as typed
    /// (their values in the draft stand in only so that the other fields can be checked).
    func read() -> (draft: PurchaseOrderDraft, unreadable: [FieldProblem]) {
        let unitCountValue = FormText.wholeNumber(unitCount)
        let totalCostValue = FormText.money(totalCost)
        let expectedAtValue = TimestampText.timestamp(from: expectedAt)
        let fullyReceivedValue = FormText.flag(fullyReceived)
        let issuedOnValue = FormText.day(issuedOn)
        let shippingSpeedValue = FormText.choice(shippingSpeed, of: PurchaseOrder.ShippingSpeed.self)
        let destinationValue = WarehouseID(parsing: destination)
        let unreadable: [FieldProblem?] = [
            unitCountValue == nil ? FieldProblem("unitCount", unitCount.allSatisfy(\.isWhitespace) ? .required : .notAWholeNumber(unitCount)) : nil,
            totalCostValue == nil ? FieldProblem("totalCost", totalCost.allSatisfy(\.isWhitespace) ? .required : .notAnAmount(totalCost, example: "12.50 or 12.50 EUR")) : nil,
            expectedAtValue == nil ? FieldProblem("expectedAt", expectedAt.allSatisfy(\.isWhitespace) ? .required : .notADate(expectedAt, example: "2026-01-31 or 2026-01-31 14:30 (UTC)")) : nil,
            fullyReceivedValue == nil ? FieldProblem("fullyReceived", .notAFlag(fullyReceived)) : nil,
            issuedOnValue == nil ? FieldProblem("issuedOn", issuedOn.allSatisfy(\.isWhitespace) ? .required : .notADate(issuedOn, example: "2026-01-31")) : nil,
            shippingSpeedValue == nil ? FieldProblem("shippingSpeed", shippingSpeed.allSatisfy(\.isWhitespace) ? .required : .notAChoice(shippingSpeed, choices: FormText.choices(PurchaseOrder.ShippingSpeed.self))) : nil,
            destinationValue == nil ? FieldProblem("destination", destination.allSatisfy(\.isWhitespace) ? .required : .unknownReference(destination)) : nil,
        ]
        return (PurchaseOrderDraft(supplierName: supplierName, orderCode: orderCode, unitCount: unitCountValue ?? 0, totalCost: totalCostValue ?? Money(minorUnits: 0, currency: .usd), expectedAt: expectedAtValue ?? Timestamp(secondsSince1970: 0), fullyReceived: fullyReceivedValue ?? false, deliveryNote: deliveryNote, issuedOn: issuedOnValue ?? .epoch, shippingSpeed: shippingSpeedValue ?? .allCases[0], destination: destinationValue ?? WarehouseID(0)), unreadable.compactMap(\.self))
    }
}
