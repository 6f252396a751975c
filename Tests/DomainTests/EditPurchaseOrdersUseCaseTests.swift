import Domain
import Mocks
import Testing

@Suite("Purchase order editing: the rules, and saving over versions")
struct EditPurchaseOrdersUseCaseTests {
    /// A store that records every draft it saves, and checks versions as a store does.
    actor Store: PurchaseOrderRepository {
        private(set) var saved: [PurchaseOrderDraft] = []
        private var stored = PurchaseOrder(id: 1, supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)

        func purchaseOrders(_ query: PurchaseOrderQuery) -> Page<PurchaseOrder> { Page(items: [stored], request: query.page, totalCount: 1) }

        func purchaseOrder(id: PurchaseOrderID) throws(AppError) -> PurchaseOrder {
            guard id == stored.id else { throw .notFound(kind: "purchase order", id: id.rawValue) }
            return stored
        }

        func create(_ draft: PurchaseOrderDraft) -> PurchaseOrder {
            saved.append(draft)
            return PurchaseOrder(id: 2, supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: draft.totalCost, expectedAt: draft.expectedAt, fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: draft.issuedOn, shippingSpeed: draft.shippingSpeed, destination: draft.destination)
        }

        func update(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) throws(AppError) -> PurchaseOrder {
            guard id == stored.id else { throw .notFound(kind: "purchase order", id: id.rawValue) }
            guard expectedVersion == stored.version else {
                throw .conflict(kind: "purchase order", id: id.rawValue, currentVersion: stored.version)
            }
            saved.append(draft)
            stored = PurchaseOrder(id: id, supplierName: draft.supplierName, orderCode: draft.orderCode, unitCount: draft.unitCount, totalCost: draft.totalCost, expectedAt: draft.expectedAt, fullyReceived: draft.fullyReceived, deliveryNote: draft.deliveryNote, issuedOn: draft.issuedOn, shippingSpeed: draft.shippingSpeed, destination: draft.destination, version: expectedVersion + 1)
            return stored
        }

        func delete(id: PurchaseOrderID, expectedVersion: Int) throws(AppError) {
            throw .notAllowed("not in these tests")
        }
    }

    /// The use cases over `store`, each feature a purchase order refers to holding its fixtures.
    func create(over store: Store) -> DefaultCreatePurchaseOrderUseCase {
        DefaultCreatePurchaseOrderUseCase(
            repository: store,
            warehouses: MockWarehouseRepository(),
        )
    }

    func update(over store: Store) -> DefaultUpdatePurchaseOrderUseCase {
        DefaultUpdatePurchaseOrderUseCase(
            repository: store,
            warehouses: MockWarehouseRepository(),
        )
    }

    @Test("A draft that keeps the rules is saved, its texts without the white space around them, an optional one left blank as none")
    func create() async throws {
        let store = Store()
        let padded = PurchaseOrderDraft(supplierName: "  Supplier name 2\n", orderCode: "  Order code 2\n", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: " \n ", issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2)
        let created = try await create(over: store).execute(padded)
        #expect(await store.saved == [PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2)])
        #expect(created.version == 1 && PurchaseOrderDraft(created) == PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
    }

    @Test("A draft that breaks the rules is refused with every problem at once, and nothing is saved")
    func refused() async {
        let store = Store()
        let broken = PurchaseOrderDraft(supplierName: "", orderCode: "", unitCount: 0, totalCost: Money(minorUnits: -1, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Bell\u{07}", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
        let problems = PurchaseOrderRules.problems(with: broken)
        #expect(problems.map(\.field) == ["supplierName", "orderCode", "unitCount", "totalCost", "deliveryNote"])
        // A feature whose fields all take any value has nothing to refuse.
        guard !problems.isEmpty else { return }
        await #expect(throws: AppError.invalid(kind: "purchase order", problems: problems)) {
            try await create(over: store).execute(broken)
        }
        #expect(await store.saved.isEmpty)
    }

    @Test("A draft that refers to a warehouse that does not exist is refused with the field's problem among the rest, and nothing is saved")
    func unknownDestination() async {
        let store = Store()
        let draft = PurchaseOrderDraft(PurchaseOrderFixtures.all[0]).with { $0.destination = 99 }
        await #expect(throws: AppError.invalid(kind: "purchase order", problems: [FieldProblem("destination", .unknownReference("99"))])) {
            try await create(over: store).execute(draft)
        }
        await #expect(throws: AppError.invalid(kind: "purchase order", problems: [FieldProblem("destination", .unknownReference("99"))])) {
            try await update(over: store).execute(id: 1, expectedVersion: 1, with: draft)
        }
        #expect(await store.saved.isEmpty)
    }

    @Test("A text longer than the limit is refused, naming its length")
    func tooLong() {
        let valid = PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
        #expect(PurchaseOrderRules.problems(with: valid).isEmpty)
        #expect(PurchaseOrderRules.problems(with: valid.with { $0.supplierName = String(repeating: "x", count: 201) }) == [FieldProblem("supplierName", .text(.tooLong(length: 201, maximum: 200)))])
        #expect(PurchaseOrderRules.problems(with: valid.with { $0.supplierName = String(repeating: "x", count: 201) }).map(\.description) == ["supplier name has 201 characters; use at most 200"])
        #expect(PurchaseOrderRules.problems(with: valid.with { $0.orderCode = String(repeating: "x", count: 201) }) == [FieldProblem("orderCode", .text(.tooLong(length: 201, maximum: 200)))])
        #expect(PurchaseOrderRules.problems(with: valid.with { $0.orderCode = String(repeating: "x", count: 201) }).map(\.description) == ["order code has 201 characters; use at most 200"])
    }

    @Test("An update saves over the version it was given, counting it up; over an older one it is a conflict")
    func update() async throws {
        let store = Store()
        let useCase = update(over: store)
        let updated = try await useCase.execute(id: 1, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))
        #expect(updated.version == 2 && PurchaseOrderDraft(updated) == PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3))
        await #expect(throws: AppError.conflict(kind: "purchase order", id: 1, currentVersion: 2)) {
            try await useCase.execute(id: 1, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2))
        }
        let broken = PurchaseOrderDraft(supplierName: "", orderCode: "", unitCount: 0, totalCost: Money(minorUnits: -1, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1)
        if !PurchaseOrderRules.problems(with: broken).isEmpty {
            await #expect(throws: AppError.self) { try await useCase.execute(id: 1, expectedVersion: 2, with: broken) }
        }
        #expect(await store.saved == [PurchaseOrderDraft(supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3)])
    }
}

private extension PurchaseOrderDraft {
    /// The draft with `change` made: a draft that differs from a valid one in one field.
    func with(_ change: (inout Self) -> Void) -> Self {
        var draft = self
        change(&draft)
        return draft
    }
}
