import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Purchase order screens")
@MainActor
struct PurchaseOrderScreenTests {
    func list(_ repository: MockPurchaseOrderRepository, _ selection: PurchaseOrderSelection = PurchaseOrderSelection()) -> PurchaseOrderListViewModel {
        PurchaseOrderListViewModel(
            listPurchaseOrders: DefaultListPurchaseOrdersUseCase(repository: repository),
            getWarehouse: DefaultGetWarehouseUseCase(repository: MockWarehouseRepository()),
            selection: selection,
        )
    }

    func detail(_ repository: MockPurchaseOrderRepository, id: Int64) -> PurchaseOrderDetailViewModel {
        PurchaseOrderDetailViewModel(
            getPurchaseOrder: DefaultGetPurchaseOrderUseCase(repository: repository),
            getWarehouse: DefaultGetWarehouseUseCase(repository: MockWarehouseRepository()),
            purchaseOrderID: id,
        )
    }

    /// The headings of what the fixtures refer to, read as the screens read them.
    func referred() async -> ReferredHeadings {
        await PurchaseOrderViewData.referred(
            by: PurchaseOrderFixtures.all,
            getWarehouse: DefaultGetWarehouseUseCase(repository: MockWarehouseRepository()),
        )
    }

    @Test("The list loads every purchase order, each row leading to its own screen")
    func listLoads() async {
        let gate = Gate()
        let viewModel = list(MockPurchaseOrderRepository(behavior: MockBehavior(gate: gate)))
        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state.content == .loading(previous: nil))
        await gate.open()
        await loading.value
        let rows = viewModel.state.content.viewData?.rows ?? []
        #expect(viewModel.state.content.viewData?.title == "Purchase orders")
        #expect(viewModel.state.content.viewData?.totalLabel == "3 purchase orders")
        #expect(rows.map(\.id) == [1, 2, 3])
        #expect(rows.last?.route == .purchaseOrderDetail(id: 3))
        #expect(rows.first == PurchaseOrderViewData(PurchaseOrderFixtures.all[0], referred: await referred()))
        #expect(rows.first?.destination == ReferenceViewData(id: 1, heading: WarehouseViewData(WarehouseFixtures.all[0]).heading, route: .warehouseDetail(id: 1)))
    }

    @Test("A list of the purchase orders bound for one warehouse shows those only, and its pages keep it so")
    func destinationFilter() async throws {
        var selection = PurchaseOrderSelection(page: PageSelection(page: 1, pageSize: 1))
        selection.destination = 2
        let viewModel = list(MockPurchaseOrderRepository(purchaseOrders: PurchaseOrderFixtures.all + [PurchaseOrderFixtures.many(4)[3]].map { var order = $0; order.destination = 2; return order }), selection)
        await viewModel.send(.load)
        let shown = viewModel.state.content.viewData
        #expect(shown?.rows.map(\.id) == [2] && shown?.totalLabel == "2 purchase orders")
        #expect(shown?.paging.next == .purchaseOrderList(selection.on(PageSelection(page: 2, pageSize: 1))))
        #expect(RouteAddress(.purchaseOrderList(selection)).query.map(\.name) == ["page-size", "destination"])
        #expect(try RouteAddress(.purchaseOrderList(selection)).route() == .purchaseOrderList(selection))
        #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["purchase-orders"], query: [.init(name: "destination", value: "two")]).route() }
        let none = list(MockPurchaseOrderRepository(), PurchaseOrderSelection(destination: 99))
        await none.send(.load)
        #expect(none.state.content == .empty(EmptyViewData(title: "No purchase orders", message: "No purchase orders match this list's filters.")), "not “no purchase orders yet”")
    }

    @Test("A page shows its rows, where it sits, and the routes to its neighbours; past the last it says so")
    func paging() async {
        let second = list(MockPurchaseOrderRepository(), PurchaseOrderSelection(page: PageSelection(page: 2, pageSize: 2)))
        await second.send(.load)
        let shown = second.state.content.viewData
        #expect(shown?.rows.map(\.id) == [3] && shown?.totalLabel == "3 purchase orders")
        #expect(shown?.paging.pageLabel == "Page 2 of 2")
        #expect(shown?.paging.previous == .purchaseOrderList(PurchaseOrderSelection(page: PageSelection(page: 1, pageSize: 2))) && shown?.paging.next == nil)
        let beyond = list(MockPurchaseOrderRepository(), PurchaseOrderSelection(page: PageSelection(page: 9, pageSize: 2)))
        await beyond.send(.load)
        guard case .empty(let empty) = beyond.state.content else {
            Issue.record("expected the empty state, got \(beyond.state.content)")
            return
        }
        #expect(empty.title == "No page 9" && empty.totalCount == 3)
    }

    @Test("No purchase orders is the empty state; a failure can be retried")
    func emptyAndFailed() async {
        let empty = list(MockPurchaseOrderRepository(purchaseOrders: []))
        await empty.send(.load)
        #expect(empty.state.content == .empty(EmptyViewData(title: "No purchase orders", message: "There are no purchase orders yet.")))
        let repository = MockPurchaseOrderRepository(behavior: MockBehavior(failure: .storageUnavailable("down")))
        let failing = list(repository)
        await failing.send(.load)
        #expect(failing.state.content.isFailure)
        await repository.setBehavior(MockBehavior())
        await failing.send(.retry)
        #expect(failing.state.content.viewData?.rows.count == 3)
    }

    @Test("Retry does nothing unless the list failed")
    func retryOnlyAfterFailure() async {
        let repository = MockPurchaseOrderRepository()
        let viewModel = list(repository)
        await viewModel.send(.load)
        await viewModel.send(.retry)
        #expect(await repository.requestCount == 1)
    }

    @Test("Refresh keeps the list on screen while it loads")
    func refreshKeepsContent() async {
        let gate = Gate(isOpen: true)
        let viewModel = list(MockPurchaseOrderRepository(behavior: MockBehavior(gate: gate)))
        await viewModel.send(.load)
        let shown = viewModel.state.content.viewData
        await gate.close()
        let refreshing = Task { await viewModel.send(.refresh) }
        await gate.waitForArrivals(2)
        #expect(shown != nil && viewModel.state.content == .loading(previous: shown))
        await gate.open()
        await refreshing.value
        #expect(viewModel.state.content.viewData == shown)
    }

    @Test("An answer to a load that a newer one overtook is dropped")
    func overtakenAnswerIsDropped() async {
        let gate = Gate()
        let repository = MockPurchaseOrderRepository(behavior: MockBehavior(gate: gate))
        let viewModel = list(repository)
        let slow = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        await repository.setBehavior(MockBehavior(failure: .storageUnavailable("down")))
        await viewModel.send(.load)
        await gate.open()
        await slow.value
        #expect(viewModel.state.content.isFailure, "the newer load's answer stays, not the overtaken one's rows")
    }

    @Test("The detail shows loading, then the purchase order")
    func detailShowsLoading() async {
        let gate = Gate()
        let viewModel = detail(MockPurchaseOrderRepository(behavior: MockBehavior(gate: gate)), id: 1)
        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state.content == .loading(previous: nil))
        await gate.open()
        await loading.value
        #expect(viewModel.state.content.viewData?.id == 1)
    }

    @Test("The detail shows every field as text, and an unknown id is not found")
    func detailLoads() async {
        let viewModel = detail(MockPurchaseOrderRepository(), id: 2)
        await viewModel.send(.load)
        let shown = viewModel.state.content.viewData
        #expect(shown == PurchaseOrderViewData(PurchaseOrderFixtures.all[1], referred: await referred()))
        #expect(PurchaseOrderViewData.Field.allCases.map(\.label) == ["Supplier name", "Order code", "Unit count", "Total cost", "Expected at", "Fully received", "Delivery note", "Issued on", "Shipping speed", "Destination"])
        let missing = detail(MockPurchaseOrderRepository(), id: 99)
        await missing.send(.load)
        guard case .failed(let error) = missing.state.content else {
            Issue.record("expected a failure, got \(missing.state.content)")
            return
        }
        #expect(error.kind == .notFound && error.message == "No purchase order has the id 99.")
    }

    @Test("The routes have addresses and read back from them")
    func routes() throws {
        for route in [Route.purchaseOrderList(PurchaseOrderSelection()), .purchaseOrderList(PurchaseOrderSelection(page: PageSelection(page: 3, pageSize: 100))), .purchaseOrderDetail(id: 7)] {
            #expect(try RouteAddress(route).route() == route)
        }
        #expect(RouteAddress(.purchaseOrderList(PurchaseOrderSelection(page: PageSelection(page: 3, pageSize: 100)))).query.map(\.name) == ["page", "page-size"])
        #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["purchase-orders"], query: [.init(name: "colour", value: "red")]).route() }
        #expect(RouteAddress(.purchaseOrderDetail(id: 7)).segments == ["purchase-orders", "7"])
        #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["purchase-orders", "seven"]).route() }
    }
}
