/// A warehouse as an editor submits it: what a person may change, before it
/// is checked. The id and the version are not in it; the store gives the one and counts the other.
public struct WarehouseDraft: Hashable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }

    /// The draft of an existing warehouse, for an editor to start from.
    public init(_ warehouse: Warehouse) {
        self.init(name: warehouse.name)
    }

    /// The draft with surrounding white space taken off its texts, as it is checked and saved.
    public var normalized: WarehouseDraft {
        WarehouseDraft(name: name.trimmingWhiteSpace)
    }
}
