/// The identity of a warehouse.
public typealias WarehouseID = EntityID<Warehouse>

/// A warehouse, as the app knows it: an id given by the store, and its fields.
///
/// `version` starts at 1 and grows with every saved edit, so that a writer can detect
/// that someone else changed it since it was read.
public struct Warehouse: Identifiable, Hashable, Sendable {
    public let id: WarehouseID
    public var name: String
    public var version: Int

    public init(id: WarehouseID, name: String, version: Int = 1) {
        self.id = id
        self.name = name
        self.version = version
    }

}
