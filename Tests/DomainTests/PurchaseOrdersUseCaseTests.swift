import Domain
import Testing

@Suite("Purchase order use cases")
struct PurchaseOrdersUseCaseTests {
    struct Repository: PurchaseOrderRepository {
        let stored: [PurchaseOrder]
        var failure: AppError?

        func purchaseOrders(_ query: PurchaseOrderQuery) async throws(AppError) -> Page<PurchaseOrder> {
            if let failure { throw failure }
            let request = query.page
            return Page(items: Array(stored.dropFirst(request.offset).prefix(request.pageSize)), request: request, totalCount: stored.count)
        }

        func purchaseOrder(id: PurchaseOrderID) async throws(AppError) -> PurchaseOrder {
            if let failure { throw failure }
            guard let found = stored.first(where: { $0.id == id }) else { throw .notFound(kind: "purchase order", id: id.rawValue) }
            return found
        }
        // writes:begin

        // Reads only: the writes have their own suite.
        func create(_ draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder { throw .notAllowed("reads only") }
        func update(id: PurchaseOrderID, expectedVersion: Int, with draft: PurchaseOrderDraft) async throws(AppError) -> PurchaseOrder { throw .notAllowed("reads only") }
        func delete(id: PurchaseOrderID, expectedVersion: Int) async throws(AppError) { throw .notAllowed("reads only") }
        // writes:end
    }

    static let stored = [
        PurchaseOrder(id: 1, supplierName: "Supplier name 1", orderCode: "Order code 1", unitCount: 10, totalCost: Money(minorUnits: 1250, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767315660), fullyReceived: true, deliveryNote: "Delivery note 1", issuedOn: Day(iso: "2026-01-02")!, shippingSpeed: .standard, destination: 1),
        PurchaseOrder(id: 2, supplierName: "Supplier name 2", orderCode: "Order code 2", unitCount: 20, totalCost: Money(minorUnits: 2500, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767405720), fullyReceived: false, deliveryNote: nil, issuedOn: Day(iso: "2026-01-03")!, shippingSpeed: .express, destination: 2),
        PurchaseOrder(id: 3, supplierName: "Supplier name 3", orderCode: "Order code 3", unitCount: 30, totalCost: Money(minorUnits: 3750, currency: .usd), expectedAt: Timestamp(secondsSince1970: 1767495780), fullyReceived: true, deliveryNote: "Delivery note 3", issuedOn: Day(iso: "2026-01-04")!, shippingSpeed: .overnight, destination: 3),
    ]

    @Test("Listing gives a page of purchase orders in the repository's order, and how many there are")
    func list() async throws {
        let useCase = DefaultListPurchaseOrdersUseCase(repository: Repository(stored: Self.stored))
        #expect(try await useCase.execute(PurchaseOrderQuery(page: PageRequest())).items == Self.stored)
        let second = try await useCase.execute(PurchaseOrderQuery(page: PageRequest(page: 2, pageSize: 2)))
        #expect(second.items == [Self.stored[2]] && second.totalCount == 3 && second.pageCount == 2)
    }

    @Test("A page out of bounds is refused before the repository is asked")
    func bounds() async {
        let useCase = DefaultListPurchaseOrdersUseCase(repository: Repository(stored: [], failure: .storageUnavailable("asked")))
        await #expect(throws: AppError.invalidQuery(.pageOutOfRange(0))) { try await useCase.execute(PurchaseOrderQuery(page: PageRequest(page: 0))) }
        await #expect(throws: AppError.invalidQuery(.pageSizeOutOfRange(101, maximum: 100))) {
            try await useCase.execute(PurchaseOrderQuery(page: PageRequest(pageSize: 101)))
        }
    }

    @Test("Reading by id gives that purchase order, not found for an unknown id, and refuses one no item can have")
    func get() async throws {
        let useCase = DefaultGetPurchaseOrderUseCase(repository: Repository(stored: Self.stored))
        #expect(try await useCase.execute(id: 2) == Self.stored[1])
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 99)) { try await useCase.execute(id: 99) }
        await #expect(throws: AppError.invalidQuery(.malformedID("0"))) { try await useCase.execute(id: 0) }
    }

    @Test("The store's failure reaches the caller unchanged")
    func failure() async {
        let repository = Repository(stored: Self.stored, failure: .storageUnavailable("down"))
        await #expect(throws: AppError.storageUnavailable("down")) { try await DefaultListPurchaseOrdersUseCase(repository: repository).execute(PurchaseOrderQuery(page: PageRequest())) }
        await #expect(throws: AppError.storageUnavailable("down")) { try await DefaultGetPurchaseOrderUseCase(repository: repository).execute(id: 1) }
    }
}
