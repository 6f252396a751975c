import Domain
import PostgresNIO

/// Writes are single statements, so each is atomic on its own, whichever instance makes
/// it: the version check and the bump happen in the `UPDATE` itself, and `RETURNING`
/// answers with the row as this statement left it. Values are always bound.
extension PostgresPurchaseOrderRepository {
    public func create(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        let written = try await save("""
            INSERT INTO purchase_orders (supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, delivery_note, issued_on, shipping_speed, destination_id, version)
            VALUES (\(draft.supplierName), \(draft.orderCode), \(draft.unitCount), \(draft.totalCost.minorUnits), \(draft.totalCost.currency.code), \(draft.expectedAt.secondsSince1970), \(draft.fullyReceived), \(draft.deliveryNote), \(draft.issuedOn.description)::date, \(draft.shippingSpeed.rawValue), \(draft.destination.rawValue), 1)
            RETURNING \(unescaped: Self.columns)
            """, draft)
        guard let purchaseOrder = written.first else { throw .storageUnavailable("the new purchase order could not be read back") }
        return purchaseOrder
    }

    public func update(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        let written = try await save("""
            UPDATE purchase_orders SET
                supplier_name = \(draft.supplierName),
                order_code = \(draft.orderCode),
                unit_count = \(draft.unitCount),
                total_cost_minor = \(draft.totalCost.minorUnits), total_cost_currency = \(draft.totalCost.currency.code),
                expected_at = \(draft.expectedAt.secondsSince1970),
                fully_received = \(draft.fullyReceived),
                delivery_note = \(draft.deliveryNote),
                issued_on = \(draft.issuedOn.description)::date,
                shipping_speed = \(draft.shippingSpeed.rawValue),
                destination_id = \(draft.destination.rawValue),
                version = version + 1
            WHERE id = \(id.rawValue) AND version = \(expectedVersion)
            RETURNING \(unescaped: Self.columns)
            """, draft)
        guard let purchaseOrder = written.first else { throw await conflictOrMissing(id) }
        return purchaseOrder
    }

    /// Refused as in use while rows of another table refer to it.
    public func delete(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError) {
        let deleted: Int
        do {
            deleted = try await store.write("DELETE FROM purchase_orders WHERE id = \(id.rawValue) AND version = \(expectedVersion) RETURNING id").count
        } catch {
            throw AppError(deleting: "purchase order", id: id.rawValue, failure: error, at: store.location)
        }
        guard deleted > 0 else { throw await conflictOrMissing(id) }
    }

    /// Runs a statement that saves `draft`; a value of it that a unique column holds already is its problem.
    private func save(_ query: PostgresQuery, _ draft: PurchaseOrderDraft) async throws(AppError) -> [PurchaseOrder] {
        do {
            return try decoded(try await store.write(query))
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
