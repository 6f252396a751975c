import Domain

/// `PurchaseOrderRepository` over a SQLite store, one row per purchase order in `purchase_orders`.
public struct SQLitePurchaseOrderRepository: PurchaseOrderRepository {
    let store: SQLiteStore
    /// What every query of a purchase order reads; `purchaseOrder(from:)` takes the row by name.
    static let columns = "id, supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, delivery_note, issued_on, shipping_speed, destination_id, version"

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func purchaseOrders(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder> {
        let request = query.page
        let filter = ListFilter([
            query.destination.map { (column: "destination_id", id: $0.rawValue) },
        ])
        let (total, rows): (Int, [SQLiteRow])
        do {
            // The page and its total from the same data; the store keeps the total
            // until the data changes, since every page of the list asks for it.
            (total, rows) = try await store.readConsistently { connection in
                let rows = try await connection.query(
                    "SELECT \(Self.columns) FROM purchase_orders\(filter.sqlite) ORDER BY id LIMIT ? OFFSET ?",
                    filter.sqliteValues + [.integer(request.pageSize), .integer(request.offset)]
                )
                let counted = try await connection.query("SELECT count(*) AS total FROM purchase_orders\(filter.sqlite)", filter.sqliteValues, keptUntilChange: true)
                return (counted.first?.column("total")?.integer ?? 0, rows)
            }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        return Page(items: try rows.map(Self.purchaseOrder(from:)), request: request, totalCount: total)
    }

    public func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
        let found = try await select("SELECT \(Self.columns) FROM purchase_orders WHERE id = ?", [.integer(Int(id.rawValue))])
        guard let purchaseOrder = found.first else { throw .notFound(kind: "purchase order", id: id.rawValue) }
        return purchaseOrder
    }

    private func select(_ sql: String, _ bindings: [SQLiteData]) async throws(AppError) -> [PurchaseOrder] {
        let rows: [SQLiteRow]
        do {
            rows = try await store.read { connection in try await connection.query(sql, bindings) }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        return try rows.map(Self.purchaseOrder(from:))
    }

    static func purchaseOrder(from row: SQLiteRow) throws(AppError) -> PurchaseOrder {
        guard
            let id = row.column("id")?.integer,
            let supplierName = row.column("supplier_name")?.string,
            let orderCode = row.column("order_code")?.string,
            let unitCount = row.column("unit_count")?.integer,
            let totalCostMinor = row.column("total_cost_minor")?.integer,
            let totalCostCurrency = row.column("total_cost_currency")?.string.flatMap(Currency.known(code:)),
            let expectedAt = row.column("expected_at")?.integer,
            let fullyReceived = row.column("fully_received")?.integer.map({ $0 != 0 }),
            let deliveryNote = row.column("delivery_note").map({ $0.string }),
            let issuedOn = row.column("issued_on")?.string.flatMap(Day.init(iso:)),
            let shippingSpeed = row.column("shipping_speed")?.string.flatMap(PurchaseOrder.ShippingSpeed.init(rawValue:)),
            let destination = row.column("destination_id")?.integer,
            let version = row.column("version")?.integer
        else { throw .storageUnavailable("a purchase order row could not be read: \(row)") }
        return PurchaseOrder(id: PurchaseOrderID(Int64(id)), supplierName: supplierName, orderCode: orderCode, unitCount: unitCount, totalCost: Money(minorUnits: Int64(totalCostMinor), currency: totalCostCurrency), expectedAt: Timestamp(secondsSince1970: Int64(expectedAt)), fullyReceived: fullyReceived, deliveryNote: deliveryNote, issuedOn: issuedOn, shippingSpeed: shippingSpeed, destination: WarehouseID(Int64(destination)), version: version)
    }
}
