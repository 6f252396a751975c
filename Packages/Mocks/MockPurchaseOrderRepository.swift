import Domain

/// An in-memory `PurchaseOrderRepository` over fixed purchase orders, as slow or as broken as asked.
public actor MockPurchaseOrderRepository: PurchaseOrderRepository {
    public private(set) var purchaseOrders: [PurchaseOrder]
    public var behavior: MockBehavior<AppError>
    /// How many times the repository was asked.
    public private(set) var requestCount = 0

    public init(purchaseOrders: [PurchaseOrder] = PurchaseOrderFixtures.all, behavior: MockBehavior<AppError> = MockBehavior()) {
        self.purchaseOrders = purchaseOrders.sorted { $0.id < $1.id }
        self.behavior = behavior
    }

    public func setBehavior(_ behavior: MockBehavior<AppError>) {
        self.behavior = behavior
    }

    public func purchaseOrders(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder> {
        requestCount += 1
        try await behavior.perform()
        let kept = purchaseOrders.filter { purchaseOrder in
            let filters: [Bool?] = [
                query.destination.map { purchaseOrder.destination == $0 },
            ]
            return filters.allSatisfy { $0 != false }
        }
        let request = query.page
        let start = min(request.offset, kept.count)
        let end = min(start + request.pageSize, kept.count)
        return Page(items: Array(kept[start..<end]), request: request, totalCount: kept.count)
    }

    public func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
        requestCount += 1
        try await behavior.perform()
        guard let purchaseOrder = purchaseOrders.first(where: { $0.id == id }) else { throw .notFound(kind: "purchase order", id: id.rawValue) }
        return purchaseOrder
    }
    // writes:begin

    public func create(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        requestCount += 1
        try await behavior.perform()
        try requireUnique(draft, except: nil)
        let purchaseOrder = PurchaseOrder(id: PurchaseOrderID((purchaseOrders.map(\.id.rawValue).max() ?? 0) + 1), supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: draft.totalCost, expectedAt: draft.expectedAt, fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: draft.issuedOn, shippingSpeed: draft.shippingSpeed, destination: draft.destination)
        purchaseOrders.append(purchaseOrder)
        return purchaseOrder
    }

    public func update(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder {
        requestCount += 1
        try await behavior.perform()
        let index = try current(id, at: expectedVersion)
        try requireUnique(draft, except: id)
        let purchaseOrder = PurchaseOrder(id: id, supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: draft.totalCost, expectedAt: draft.expectedAt, fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: draft.issuedOn, shippingSpeed: draft.shippingSpeed, destination: draft.destination, version: expectedVersion + 1)
        purchaseOrders[index] = purchaseOrder
        return purchaseOrder
    }

    public func delete(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError) {
        requestCount += 1
        try await behavior.perform()
        purchaseOrders.remove(at: try current(id, at: expectedVersion))
    }

    /// Where a purchase order at `version` is, or why it is not there.
    private func current(_ id: PurchaseOrderID, at version: Int) throws(AppError) -> Int {
        guard let index = purchaseOrders.firstIndex(where: { $0.id == id }) else { throw .notFound(kind: "purchase order", id: id.rawValue) }
        guard purchaseOrders[index].version == version else {
            throw .conflict(kind: "purchase order", id: id.rawValue, currentVersion: purchaseOrders[index].version)
        }
        return index
    }

    /// Throws `invalid` when a value of `draft` that no two purchase orders share is
    /// another's already, as a store's unique index refuses it.
    private func requireUnique(_ draft: PurchaseOrderDraft, except id: PurchaseOrderID?) throws(AppError) {
        let taken: [FieldProblem?] = [
            purchaseOrders.contains { $0.id != id && $0.orderCode == draft.orderCode } ? FieldProblem("orderCode", .taken(draft.orderCode, within: nil)) : nil,
        ]
        let problems = taken.compactMap(\.self)
        guard problems.isEmpty else { throw .invalid(kind: "purchase order", problems: problems) }
    }
    // writes:end
}
