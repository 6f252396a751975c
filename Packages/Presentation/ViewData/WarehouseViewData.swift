import Domain

/// A warehouse, ready to show: as a row of a list and on its own screen.
public struct WarehouseViewData: Identifiable, RecordViewData {
    public let id: Int64
    /// What names it in titles.
    public let heading: String
    public let name: String
    /// Such as `2026-01-31`.
    /// Its own screen, where selecting its row leads.
    public let route: Route
    /// The version it was read at: what an edit or a delete over it names.
    public let version: Int

    /// The fields in the order screens show them, with their labels.
    public enum Field: String, RecordField {
        case name

        public var label: String {
            switch self {
            case .name: "Name"
            }
        }
    }

    public init(id: Int64, heading: String, name: String, route: Route, version: Int) {
        self.id = id
        self.heading = heading
        self.name = name
        self.route = route
        self.version = version
    }

    /// `warehouse`, naming the items it refers to by their headings among `referred`.
    init(_ warehouse: Warehouse, referred: ReferredHeadings = ReferredHeadings()) {
        // Its first text that is not empty names it; without one, its id does.
        let texts: [String] = [
            warehouse.name,
        ]
        self.init(
            id: warehouse.id.rawValue,
            heading: texts.first { !$0.isEmpty } ?? "Warehouse \(warehouse.id.rawValue)",
            name: warehouse.name,
            route: .warehouseDetail(id: warehouse.id.rawValue),
            version: warehouse.version
        )
    }

    /// A field's value as text for a person.
    public func text(_ field: Field) -> String {
        switch field {
        case .name: name
        }
    }

    /// Whether an item it refers to could not be read, and shows by its kind and id only:
    /// a screen showing it is drawn without a part it has.
    public var isPartial: Bool {
        let unread: [Bool] = [
        ]
        return unread.contains(true)
    }

    /// Where a field's value leads: the item it refers to, for a field that refers to one.
    public func route(_ field: Field) -> Route? {
        switch field {
        default: nil
        }
    }

    /// The headings of the items `warehouses` refer to, each read once.
    static func referred(
        by warehouses: [Warehouse],
    ) async -> ReferredHeadings {
        await ReferredHeadings.load([
        ])
    }
}
