import DataLayer
import Domain

/// Purchase orders written straight into a SQLite database as the rows the app reads, in
/// one transaction: a test's data, without going through the app's writes.
public enum PurchaseOrderRows {
    /// A migrated store in the file at `path`, holding `purchaseOrders` with their ids.
    public static func store(_ purchaseOrders: [PurchaseOrder], at path: String) async throws -> SQLiteStore {
        let store = SQLiteStore(location: .file(path: path), migrations: SQLiteSchema.migrations)
        let connection = try await store.connection()
        _ = try await connection.query("BEGIN")
        for purchaseOrder in purchaseOrders {
            let values: [SQLiteData] = [.integer(Int(purchaseOrder.id.rawValue)), .text(purchaseOrder.supplierName), .integer(purchaseOrder.unitCount), .integer(Int(purchaseOrder.totalCost.minorUnits)), .text(purchaseOrder.totalCost.currency.code), .integer(Int(purchaseOrder.expectedAt.secondsSince1970)), .integer(purchaseOrder.fullyReceived ? 1 : 0)]
            _ = try await connection.query(
                "INSERT INTO purchase_orders (id, supplier_name, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received) VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))",
                values
            )
        }
        _ = try await connection.query("COMMIT")
        return store
    }

    /// The database file at `path`, holding `purchaseOrders` and closed, for an app to open.
    public static func write(_ purchaseOrders: [PurchaseOrder], to path: String) async throws {
        try await store(purchaseOrders, at: path).close()
    }
}
