import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Purchase order editor")
@MainActor
struct PurchaseOrderEditorTests {
    func editor(_ repository: MockPurchaseOrderRepository, id: Int64?) -> PurchaseOrderEditorViewModel {
        let useCases = PurchaseOrderEditorViewModel.UseCases(
            get: DefaultGetPurchaseOrderUseCase(repository: repository),
            create: DefaultCreatePurchaseOrderUseCase(
                repository: repository,
                warehouses: MockWarehouseRepository(),
            ),
            update: DefaultUpdatePurchaseOrderUseCase(
                repository: repository,
                warehouses: MockWarehouseRepository(),
            ),
            delete: DefaultDeletePurchaseOrderUseCase(repository: repository),
            getWarehouse: DefaultGetWarehouseUseCase(repository: MockWarehouseRepository()),
            listWarehouses: DefaultListWarehousesUseCase(repository: MockWarehouseRepository()),
        )
        return PurchaseOrderEditorViewModel(useCases: useCases, purchaseOrderID: id)
    }

    @Test("A new purchase order typed in the form is saved, and the editor shows it as saved")
    func create() async throws {
        let repository = MockPurchaseOrderRepository()
        let viewModel = editor(repository, id: nil)
        await viewModel.send(.edit(PurchaseOrderForm(supplierName: "Typed Supplier name 1", orderCode: "Typed Order code 1", unitCount: "7", totalCost: "3.50 EUR", expectedAt: "2026-03-01 10:30", fullyReceived: "yes", deliveryNote: "Typed Delivery note 1", issuedOn: "2026-03-01", shippingSpeed: "express", destination: "2")))
        await viewModel.send(.save)
        guard case .saved(let saved) = viewModel.state.status else {
            Issue.record("not saved: \(viewModel.state.status)")
            return
        }
        #expect(saved.id == 4 && viewModel.state.version == 1)
        #expect(viewModel.state.form == PurchaseOrderForm(supplierName: "Typed Supplier name 1", orderCode: "Typed Order code 1", unitCount: "7", totalCost: "3.50 EUR", expectedAt: "2026-03-01 10:30", fullyReceived: "yes", deliveryNote: "Typed Delivery note 1", issuedOn: "2026-03-01", shippingSpeed: "express", destination: "2"), "the form reads back as typed")
        #expect(saved.destination.heading == WarehouseViewData(WarehouseFixtures.all[1]).heading, "named as the screens name it")
        let stored = try await repository.purchaseOrder(id: 4)
        let referred = await PurchaseOrderViewData.referred(
            by: [stored],
            getWarehouse: DefaultGetWarehouseUseCase(repository: MockWarehouseRepository()),
        )
        #expect(PurchaseOrderViewData(stored, referred: referred) == saved)
    }

    @Test("Loading, a new editor and an existing one read the warehouses a destination may be, by heading")
    func destinationChoices() async {
        let viewModel = editor(MockPurchaseOrderRepository(), id: nil)
        await viewModel.send(.load)
        #expect(viewModel.state.choices(for: .destination) == WarehouseFixtures.all.map { FormChoice(value: $0.id.description, title: WarehouseViewData($0).heading) })
        #expect(viewModel.state.status == .editing)
        await viewModel.send(.edit(PurchaseOrderForm(PurchaseOrderFixtures.many(4)[3])))
        await viewModel.send(.save)
        #expect(viewModel.state.choices(for: .destination).count == WarehouseFixtures.all.count, "kept after a save: \(viewModel.state.status)")
    }

    @Test("A form with every field wrong is refused with a problem beside each, and nothing is saved")
    func invalid() async throws {
        let repository = MockPurchaseOrderRepository()
        let viewModel = editor(repository, id: nil)
        await viewModel.send(.edit(PurchaseOrderForm(supplierName: "", orderCode: "", unitCount: "abc", totalCost: "abc", expectedAt: "tomorrow", fullyReceived: "maybe", deliveryNote: "Bell\u{07}", issuedOn: "someday", shippingSpeed: "teleport", destination: "nowhere")))
        await viewModel.send(.save)
        guard case .invalid(let error) = viewModel.state.status else {
            Issue.record("not refused: \(viewModel.state.status)")
            return
        }
        #expect(error.fieldMessages.map(\.field) == ["supplierName", "orderCode", "unitCount", "totalCost", "expectedAt", "fullyReceived", "deliveryNote", "issuedOn", "shippingSpeed", "destination"])
        #expect(viewModel.state.message(for: PurchaseOrderForm.Field.allCases[0]) == error.fieldMessages.first?.message)
        #expect(try await repository.purchaseOrders(PurchaseOrderQuery(page: PageRequest())).items.count == 3)
        await viewModel.send(.edit(PurchaseOrderForm(supplierName: "Typed Supplier name 2", orderCode: "Typed Order code 2", unitCount: "14", totalCost: "6.50 EUR", expectedAt: "2026-03-02 10:30", fullyReceived: "no", deliveryNote: "", issuedOn: "2026-03-02", shippingSpeed: "overnight", destination: "3")))
        #expect(viewModel.state.status == .editing, "typing again clears the problems")
    }

    @Test("An edit loads the purchase order, saves over its version, and a stale version is a conflict that keeps what was typed")
    func edit() async throws {
        let repository = MockPurchaseOrderRepository()
        let first = editor(repository, id: 2)
        await first.send(.load)
        #expect(first.state.version == 1 && first.state.form == PurchaseOrderForm(PurchaseOrderFixtures.all[1]))
        let second = editor(repository, id: 2)
        await second.send(.load)
        await first.send(.edit(PurchaseOrderForm(supplierName: "Typed Supplier name 2", orderCode: "Typed Order code 2", unitCount: "14", totalCost: "6.50 EUR", expectedAt: "2026-03-02 10:30", fullyReceived: "no", deliveryNote: "", issuedOn: "2026-03-02", shippingSpeed: "overnight", destination: "3")))
        await first.send(.save)
        #expect(first.state.version == 2)
        await second.send(.edit(PurchaseOrderForm(supplierName: "Typed Supplier name 3", orderCode: "Typed Order code 3", unitCount: "21", totalCost: "9.50 EUR", expectedAt: "2026-03-03 10:30", fullyReceived: "yes", deliveryNote: "Typed Delivery note 3", issuedOn: "2026-03-03", shippingSpeed: "standard", destination: "1")))
        await second.send(.save)
        guard case .conflict(let error, let current, let now) = second.state.status else {
            Issue.record("no conflict: \(second.state.status)")
            return
        }
        #expect(error.kind == .conflict && second.state.form == PurchaseOrderForm(supplierName: "Typed Supplier name 3", orderCode: "Typed Order code 3", unitCount: "21", totalCost: "9.50 EUR", expectedAt: "2026-03-03 10:30", fullyReceived: "yes", deliveryNote: "Typed Delivery note 3", issuedOn: "2026-03-03", shippingSpeed: "standard", destination: "1") && current == PurchaseOrderForm(supplierName: "Typed Supplier name 2", orderCode: "Typed Order code 2", unitCount: "14", totalCost: "6.50 EUR", expectedAt: "2026-03-02 10:30", fullyReceived: "no", deliveryNote: "", issuedOn: "2026-03-02", shippingSpeed: "overnight", destination: "3") && now == 2)
        await second.send(.expect(version: now))
        await second.send(.save)
        #expect(second.state.version == 3, "saving over the version now puts the typed values in place of theirs")
        await first.send(.edit(PurchaseOrderForm(supplierName: "Typed Supplier name 1", orderCode: "Typed Order code 1", unitCount: "7", totalCost: "3.50 EUR", expectedAt: "2026-03-01 10:30", fullyReceived: "yes", deliveryNote: "Typed Delivery note 1", issuedOn: "2026-03-01", shippingSpeed: "express", destination: "2")))
        await first.send(.save)
        await first.send(.reload)
        #expect(first.state.status == .editing && first.state.form == PurchaseOrderForm(supplierName: "Typed Supplier name 3", orderCode: "Typed Order code 3", unitCount: "21", totalCost: "9.50 EUR", expectedAt: "2026-03-03 10:30", fullyReceived: "yes", deliveryNote: "Typed Delivery note 3", issuedOn: "2026-03-03", shippingSpeed: "standard", destination: "1") && first.state.version == 3, "reloading takes theirs")
    }

    @Test("A delete removes the purchase order at the version loaded; an unknown id fails to load")
    func delete() async throws {
        let repository = MockPurchaseOrderRepository()
        let viewModel = editor(repository, id: 3)
        await viewModel.send(.load)
        await viewModel.send(.delete)
        #expect(viewModel.state.status == .deleted)
        await #expect(throws: AppError.notFound(kind: "purchase order", id: 3)) { try await repository.purchaseOrder(id: 3) }
        let missing = editor(repository, id: 99)
        await missing.send(.load)
        guard case .failed(let error) = missing.state.status else {
            Issue.record("loaded: \(missing.state.status)")
            return
        }
        #expect(error.kind == .notFound)
    }
}
