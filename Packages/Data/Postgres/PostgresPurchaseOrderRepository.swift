import Domain
import PostgresNIO

/// `PurchaseOrderRepository` over a PostgreSQL store, one row per purchase order in `purchase_orders`.
public struct PostgresPurchaseOrderRepository: PurchaseOrderRepository {
    let store: PostgresStore

    public init(store: PostgresStore) {
        self.store = store
    }

    public func purchaseOrders(_ request: PageRequest) async throws(AppError) -> Page<PurchaseOrder> {
        let items = try await select("SELECT id, supplier_name, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, version FROM purchase_orders ORDER BY id LIMIT \(request.pageSize) OFFSET \(request.offset)")
        let total: Int
        do {
            total = try await store.client().query("SELECT count(*) FROM purchase_orders").decode(Int.self).reduce(0) { $1 }
        } catch {
            throw AppError(storage: error, at: store.location)
        }
        return Page(items: items, request: request, totalCount: total)
    }

    public func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
        guard let purchaseOrder = try await select("SELECT id, supplier_name, unit_count, total_cost_minor, total_cost_currency, expected_at, fully_received, version FROM purchase_orders WHERE id = \(id.rawValue)").first else {
            throw .notFound(kind: "purchase order", id: id.rawValue)
        }
        return purchaseOrder
    }

    func select(_ query: PostgresQuery) async throws(AppError) -> [PurchaseOrder] {
        do {
            var purchaseOrders: [PurchaseOrder] = []
            let rows = try await store.client().query(query)
            for try await (id, supplierName, unitCount, totalCostMinor, totalCostCurrency, expectedAt, fullyReceived, version) in rows.decode((Int64, String, Int, Int64, String, Int64, Bool, Int).self) {
                guard let totalCostCurrency = Currency.known(code: totalCostCurrency) else {
                    throw AppError.storageUnavailable("a purchase order row holds a currency this app does not know")
                }
                purchaseOrders.append(PurchaseOrder(id: PurchaseOrderID(id), supplierName: supplierName, unitCount: unitCount, totalCost: Money(minorUnits: totalCostMinor, currency: totalCostCurrency), expectedAt: Timestamp(secondsSince1970: expectedAt), fullyReceived: fullyReceived, version: version))
            }
            return purchaseOrders
        } catch {
            throw AppError(storage: error, at: store.location)
        }
    }
}
