import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Warehouse screens")
@MainActor
struct WarehouseScreenTests {
    func list(_ repository: MockWarehouseRepository, _ selection: WarehouseSelection = WarehouseSelection()) -> WarehouseListViewModel {
        WarehouseListViewModel(
            listWarehouses: DefaultListWarehousesUseCase(repository: repository),
            selection: selection,
        )
    }

    func detail(_ repository: MockWarehouseRepository, id: Int64) -> WarehouseDetailViewModel {
        WarehouseDetailViewModel(
            getWarehouse: DefaultGetWarehouseUseCase(repository: repository),
            warehouseID: id,
        )
    }

    /// The headings of what the fixtures refer to, read as the screens read them.
    func referred() async -> ReferredHeadings {
        await WarehouseViewData.referred(
            by: WarehouseFixtures.all,
        )
    }

    @Test("The list loads every warehouse, each row leading to its own screen")
    func listLoads() async {
        let gate = Gate()
        let viewModel = list(MockWarehouseRepository(behavior: MockBehavior(gate: gate)))
        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state.content == .loading(previous: nil))
        await gate.open()
        await loading.value
        let rows = viewModel.state.content.viewData?.rows ?? []
        #expect(viewModel.state.content.viewData?.title == "Warehouses")
        #expect(viewModel.state.content.viewData?.totalLabel == "3 warehouses")
        #expect(rows.map(\.id) == [1, 2, 3])
        #expect(rows.last?.route == .warehouseDetail(id: 3))
        #expect(rows.first == WarehouseViewData(WarehouseFixtures.all[0], referred: await referred()))
    }


    @Test("A page shows its rows, where it sits, and the routes to its neighbours; past the last it says so")
    func paging() async {
        let second = list(MockWarehouseRepository(), WarehouseSelection(page: PageSelection(page: 2, pageSize: 2)))
        await second.send(.load)
        let shown = second.state.content.viewData
        #expect(shown?.rows.map(\.id) == [3] && shown?.totalLabel == "3 warehouses")
        #expect(shown?.paging.pageLabel == "Page 2 of 2")
        #expect(shown?.paging.previous == .warehouseList(WarehouseSelection(page: PageSelection(page: 1, pageSize: 2))) && shown?.paging.next == nil)
        let beyond = list(MockWarehouseRepository(), WarehouseSelection(page: PageSelection(page: 9, pageSize: 2)))
        await beyond.send(.load)
        guard case .empty(let empty) = beyond.state.content else {
            Issue.record("expected the empty state, got \(beyond.state.content)")
            return
        }
        #expect(empty.title == "No page 9" && empty.totalCount == 3)
    }

    @Test("No warehouses is the empty state; a failure can be retried")
    func emptyAndFailed() async {
        let empty = list(MockWarehouseRepository(warehouses: []))
        await empty.send(.load)
        #expect(empty.state.content == .empty(EmptyViewData(title: "No warehouses", message: "There are no warehouses yet.")))
        let repository = MockWarehouseRepository(behavior: MockBehavior(failure: .storageUnavailable("down")))
        let failing = list(repository)
        await failing.send(.load)
        #expect(failing.state.content.isFailure)
        await repository.setBehavior(MockBehavior())
        await failing.send(.retry)
        #expect(failing.state.content.viewData?.rows.count == 3)
    }

    @Test("Retry does nothing unless the list failed")
    func retryOnlyAfterFailure() async {
        let repository = MockWarehouseRepository()
        let viewModel = list(repository)
        await viewModel.send(.load)
        await viewModel.send(.retry)
        #expect(await repository.requestCount == 1)
    }

    @Test("Refresh keeps the list on screen while it loads")
    func refreshKeepsContent() async {
        let gate = Gate(isOpen: true)
        let viewModel = list(MockWarehouseRepository(behavior: MockBehavior(gate: gate)))
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
        let repository = MockWarehouseRepository(behavior: MockBehavior(gate: gate))
        let viewModel = list(repository)
        let slow = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        await repository.setBehavior(MockBehavior(failure: .storageUnavailable("down")))
        await viewModel.send(.load)
        await gate.open()
        await slow.value
        #expect(viewModel.state.content.isFailure, "the newer load's answer stays, not the overtaken one's rows")
    }

    @Test("The detail shows loading, then the warehouse")
    func detailShowsLoading() async {
        let gate = Gate()
        let viewModel = detail(MockWarehouseRepository(behavior: MockBehavior(gate: gate)), id: 1)
        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state.content == .loading(previous: nil))
        await gate.open()
        await loading.value
        #expect(viewModel.state.content.viewData?.id == 1)
    }

    @Test("The detail shows every field as text, and an unknown id is not found")
    func detailLoads() async {
        let viewModel = detail(MockWarehouseRepository(), id: 2)
        await viewModel.send(.load)
        let shown = viewModel.state.content.viewData
        #expect(shown == WarehouseViewData(WarehouseFixtures.all[1], referred: await referred()))
        #expect(WarehouseViewData.Field.allCases.map(\.label) == ["Name"])
        let missing = detail(MockWarehouseRepository(), id: 99)
        await missing.send(.load)
        guard case .failed(let error) = missing.state.content else {
            Issue.record("expected a failure, got \(missing.state.content)")
            return
        }
        #expect(error.kind == .notFound && error.message == "No warehouse has the id 99.")
    }

    @Test("The routes have addresses and read back from them")
    func routes() throws {
        for route in [Route.warehouseList(WarehouseSelection()), .warehouseList(WarehouseSelection(page: PageSelection(page: 3, pageSize: 100))), .warehouseDetail(id: 7)] {
            #expect(try RouteAddress(route).route() == route)
        }
        #expect(RouteAddress(.warehouseList(WarehouseSelection(page: PageSelection(page: 3, pageSize: 100)))).query.map(\.name) == ["page", "page-size"])
        #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["warehouses"], query: [.init(name: "colour", value: "red")]).route() }
        #expect(RouteAddress(.warehouseDetail(id: 7)).segments == ["warehouses", "7"])
        #expect(throws: DeepLinkError.self) { try RouteAddress(segments: ["warehouses", "seven"]).route() }
    }
}
