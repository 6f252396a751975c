import Domain
import Mocks
import Testing

@Suite("Mock purchase order repository")
struct MockPurchaseOrderRepositoryTests {
    @Test("It answers with its purchase orders by id, and nothing for an unknown id")
    func answers() async throws {
        let repository = MockPurchaseOrderRepository()
        #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())).items.map(\.id) == [1, 2, 3])
        #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest(page: 2, pageSize: 2))).items.map(\.id) == [3])
        #expect(try await repository.purchaseOrder(id: 3) == PurchaseOrderFixtures.all[2])
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 4)) { try await repository.purchaseOrder(id: 4) }
    }

    @Test("Its fixtures differ in every field, so that a test can tell them apart")
    func fixturesDiffer() {
        let all = PurchaseOrderFixtures.all
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.supplierName)).count == all.count)
        #expect(Set(all.map(\.orderCode)).count == all.count)
        #expect(Set(all.map(\.unitCount)).count == all.count)
        #expect(Set(all.map(\.totalCost)).count == all.count)
        #expect(Set(all.map(\.expectedAt)).count == all.count)
        #expect(Set(all.map(\.deliveryNote)).count == all.count)
        #expect(Set(all.map(\.issuedOn)).count == all.count)
    }

    @Test("It fails as configured and counts every request")
    func failure() async {
        let repository = MockPurchaseOrderRepository(behavior: MockBehavior(failure: .storageUnavailable("down")))
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())) }
        await #expect(throws: AppError.storageUnavailable("down")) { try await repository.purchaseOrder(id: 1) }
        #expect(await repository.requestCount == 2)
    }
    // writes:begin

    @Test("Its writes check versions as a store does")
    func writes() async throws {
        let repository = MockPurchaseOrderRepository()
        let created = try await repository.create(PurchaseOrderDraft(supplierName: "Supplier name 1", orderCode: "New order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1))
        #expect(created.id == 4 && created.version == 1)
        #expect(try await repository.update(id: 4, expectedVersion: 1, with: PurchaseOrderDraft(supplierName: "Supplier name 2", orderCode: "New order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2)).version == 2)
        await #expect(throws: AppError.conflict(kind: "purchase order", id: 4, currentVersion: 2)) {
            try await repository.delete(id: 4, expectedVersion: 1)
        }
        try await repository.delete(id: 4, expectedVersion: 2)
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 4)) { try await repository.delete(id: 4, expectedVersion: 2) }
    }
    // writes:end
}
