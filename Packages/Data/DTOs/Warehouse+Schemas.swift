import APIContract
import Domain
import Foundation

extension Components.Schemas.Warehouse {
    /// The Domain warehouse, or `nil` for a value this app cannot hold, such as a
    /// currency it does not know.
    func toDomain() -> Warehouse? {
        return Warehouse(id: WarehouseID(id), name: self.name, version: version)
    }
}

extension Components.Schemas.WarehouseDraft {
    init(_ draft: WarehouseDraft) {
        self.init(name: draft.name)
    }
}
