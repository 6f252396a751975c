import Domain

/// Three warehouses whose fields all differ, for tests and the demo; a reference
/// names an item of its feature's fixtures, which exists.
public enum WarehouseFixtures {
    public static let all: [Warehouse] = [
        Warehouse(id: 1, name: "Name 1"),
        Warehouse(id: 2, name: "Name 2"),
        Warehouse(id: 3, name: "Name 3"),
    ]

    /// `count` warehouses with ids 1 to `count`, each with the first's fields: enough to page through.
    public static func many(_ count: Int) -> [Warehouse] {
        (1...count).map { id in
            Warehouse(id: WarehouseID(Int64(id)), name: "Name \(id)")
        }
    }
}
