/// An item's view data as a generated feature's screens lay it out: its fields in order,
/// each with a label and as text, and where a field that refers to another item leads.
/// Every app draws any of them with one view: a table of a list, the fields of one.
public protocol RecordViewData: Hashable, Sendable {
    associatedtype Field: RecordField
    var id: Int64 { get }
    /// What names it in titles.
    var heading: String { get }
    /// Its own screen, where selecting its row leads.
    var route: Route { get }
    /// A field's value as text for a person.
    func text(_ field: Field) -> String
    /// Where a field's value leads: the item it refers to, for a field that refers to one.
    func route(_ field: Field) -> Route?
    /// Whether an item it refers to could not be read, and shows by its kind and id only:
    /// a screen showing it is drawn without a part it has.
    var isPartial: Bool { get }
}

/// A field of a `RecordViewData`: `allCases` in the order screens show them.
public protocol RecordField: CaseIterable, Sendable {
    /// What a person reads beside the field's value, or above its column.
    var label: String { get }
}

/// One page of a feature's items, ready to show.
public struct RecordList<Row: RecordViewData>: Hashable, Sendable {
    /// What the list is called, such as `Purchase orders`.
    public let title: String
    public let rows: [Row]
    /// Such as `3 purchase orders`, counting every page.
    public let totalLabel: String
    public let paging: PagingViewData
    /// Whether a row refers to an item that could not be read (`RecordViewData.isPartial`).
    public var isPartial: Bool { rows.contains(where: \.isPartial) }

    public init(title: String, rows: [Row], totalLabel: String, paging: PagingViewData) {
        self.title = title
        self.rows = rows
        self.totalLabel = totalLabel
        self.paging = paging
    }
}
