import Domain
import PostgresNIO

/// `PurchaseOrderRepository` over a PostgreSQL store, one row per purchase order in `purchase_orders`.
public struct PostgresPurchaseOrderRepository: PurchaseOrderRepository {
    let store: PostgresStore
    /// What every query of a purchase order reads, by name.
    static let columns = "id, supplier_name, order_code, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, delivery_note, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, shipping_speed, destination_id, version"

    public init(store: PostgresStore) {
        self.store = store
    }

    public func purchaseOrders(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder> {
        let request = query.page
        let filter = ListFilter([
            query.destination.map { (column: "destination_id", id: $0.rawValue) },
        ])
        do {
            // The page and its total from one snapshot: a write between them cannot set them apart.
            let answers = try await store.read(inOneSnapshot: [
                filter.postgres("SELECT \(Self.columns) FROM purchase_orders{filter} ORDER BY id LIMIT \(request.pageSize) OFFSET \(request.offset)"),
                filter.postgres("SELECT count(*) FROM purchase_orders{filter}"),
            ])
            return Page(items: try decoded(answers[0]), request: request, totalCount: try answers[1].first?.decode(Int.self) ?? 0)
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    public func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
        guard let purchaseOrder = try await select("SELECT \(unescaped: Self.columns) FROM purchase_orders WHERE id = \(id.rawValue)").first else {
            throw .notFound(kind: "purchase order", id: id.rawValue)
        }
        return purchaseOrder
    }

    func select(_ query: PostgresQuery) async throws(AppError) -> [PurchaseOrder] {
        do {
            return try decoded(try await store.read(query))
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }

    /// The purchase orders `rows` hold, or why one cannot be read.
    func decoded(_ rows: [PostgresRow]) throws -> [PurchaseOrder] {
        var purchaseOrders: [PurchaseOrder] = []
        for row in rows {
            let column = row.makeRandomAccess()
            guard let totalCostCurrency = try Currency.known(code: column["total_cost_currency"].decode(String.self)) else {
                throw AppError.storageUnavailable("a purchase order row holds a currency this app does not know")
            }
            guard let issuedOn = try Day(iso: column["issued_on"].decode(String.self)) else {
                throw AppError.storageUnavailable("a purchase order row holds an issued on that is not a day")
            }
            guard let shippingSpeed = try PurchaseOrder.ShippingSpeed(rawValue: column["shipping_speed"].decode(String.self)) else {
                throw AppError.storageUnavailable("a purchase order row holds a shipping speed this app does not know")
            }
            purchaseOrders.append(PurchaseOrder(
                id: PurchaseOrderID(try column["id"].decode(Int64.self)),
                supplierName: try column["supplier_name"].decode(String.self),
                orderCode: try column["order_code"].decode(String.self),
                unitCount: try column["unit_count"].decode(Int.self),
                totalCost: Money(minorUnits: try column["total_cost_minor"].decode(Int64.self), currency: totalCostCurrency),
                expectedAt: Timestamp(secondsSince1970: try column["expected_at"].decode(Int64.self)),
                fullyReceived: try column["fully_received"].decode(Bool.self),
                deliveryNote: try column["delivery_note"].decode(String?.self),
                issuedOn: issuedOn,
                shippingSpeed: shippingSpeed,
                destination: WarehouseID(try column["destination_id"].decode(Int64.self)),
                version: try column["version"].decode(Int.self)
            ))
        }
        return purchaseOrders
    }
}
