import Domain

/// Writes are single statements, so each is atomic on its own: the version check and the
/// bump happen in the `UPDATE` itself, and `RETURNING` answers with the row as this
/// statement left it, not as a later writer did.
extension SQLitePurchaseOrderRepository {
    public func create(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        let values = Self.values(of: draft)
        let rows = try await write("""
            INSERT INTO purchase_orders (supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, delivery_note, issued_on, shipping_speed, destination_id, version)
            VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")), 1)
            RETURNING \(Self.columns)
            """, values, saving: draft)
        guard let row = rows.first else { throw .storageUnavailable("the new purchase order could not be read back") }
        return try Self.purchaseOrder(from: row)
    }

    public func update(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        let rows = try await write("""
            UPDATE purchase_orders SET
                supplier_name = ?,
                order_code = ?,
                unit_count = ?,
                total_cost_minor = ?, total_cost_currency = ?,
                expected_at = ?,
                fully_received = ?,
                delivery_note = ?,
                issued_on = ?,
                shipping_speed = ?,
                destination_id = ?,
                version = version + 1
            WHERE id = ? AND version = ?
            RETURNING \(Self.columns)
            """, Self.values(of: draft) + [.integer(Int(id.rawValue)), .integer(expectedVersion)], saving: draft)
        guard let row = rows.first else { throw await conflictOrMissing(id) }
        return try Self.purchaseOrder(from: row)
    }

    /// Refused as in use while rows of another table refer to it.
    public func delete(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError) {
        let rows: [SQLiteRow]
        do {
            rows = try await store.write { connection in
                try await connection.query("DELETE FROM purchase_orders WHERE id = ? AND version = ? RETURNING id", [.integer(Int(id.rawValue)), .integer(expectedVersion)])
            }
        } catch {
            throw AppError(deleting: "purchase order", id: id.rawValue, failure: error, at: store.location)
        }
        guard !rows.isEmpty else { throw await conflictOrMissing(id) }
    }

    private static func values(of draft: PurchaseOrderDraft) -> [SQLiteData] {
        [.text(draft.supplierName), .text(draft.orderCode), .integer(draft.unitCount), .integer(Int(draft.totalCost.minorUnits)), .text(draft.totalCost.currency.code), .integer(Int(draft.expectedAt.secondsSince1970)), .integer(draft.fullyReceived ? 1 : 0), draft.deliveryNote.map(SQLiteData.text) ?? .null, .text(draft.issuedOn.description), .text(draft.shippingSpeed.rawValue), .integer(Int(draft.destination.rawValue))]
    }

    /// Runs a statement that saves `draft`; a value of it that a unique column holds already is its problem.
    private func write(_ sql: String, _ bindings: [SQLiteData], saving draft: PurchaseOrderDraft) async throws(AppError) -> [SQLiteRow] {
        do {
            return try await store.write { connection in try await connection.query(sql, bindings) }
        } catch {
            throw AppError(saving: "purchase order", failure: error, at: store.location, unique: PurchaseOrderSchema.uniqueColumns(of: draft), references: PurchaseOrderSchema.referenceColumns(of: draft))
        }
    }

    /// Why a write that expected a version changed nothing: the purchase order moved on, or is gone.
    private func conflictOrMissing(_ id: PurchaseOrderID) async -> AppError {
        do {
            return .conflict(kind: "purchase order", id: id.rawValue, currentVersion: try await purchaseOrder(id: id).version)
        } catch {
            return error
        }
    }
}
