/// One feature's tables, as steps of each store's schema: its SQLite and PostgreSQL
/// migrations. A feature declares them in a file of its own (`OrderSchema.swift` for
/// orders) and registers it once, in `FeatureSchemas.all`. Versions count across every
/// feature, so each store runs all the steps in one order.
public protocol FeatureSchema: Sendable {
    static var sqlite: [Migration] { get }
    static var postgres: [Migration] { get }
}

/// Every feature's schema: the one place in Data a feature is registered (`scaffold
/// feature` adds its line at the anchor).
enum FeatureSchemas {
    static let all: [any FeatureSchema.Type] = [
        // sample:begin
        ProductSchema.self,
        // sample:end
        PurchaseOrderSchema.self,
        WarehouseSchema.self,
        // scaffold:feature-schemas
    ]
}
