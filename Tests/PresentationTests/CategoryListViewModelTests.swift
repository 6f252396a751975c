import Domain
import Mocks
@testable import Presentation
import Testing

@Suite("Category list view model")
@MainActor
struct CategoryListViewModelTests {
    func viewModel(_ repository: MockCategoryRepository) -> CategoryListViewModel {
        CategoryListViewModel(listCategories: DefaultListCategoriesUseCase(repository: repository))
    }

    @Test("Loading shows a loading state, then every category with its count and where it leads")
    func load() async {
        let gate = Gate()
        let viewModel = viewModel(MockCategoryRepository(behavior: MockBehavior(gate: gate)))
        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state.content == .loading(previous: nil))
        await gate.open()
        await loading.value
        let list = viewModel.state.content.viewData
        #expect(list?.title == "Categories" && list?.totalLabel == "3 categories")
        #expect(list?.rows.map(\.name) == ["Garden", "Kitchen", "Lighting"])
        #expect(list?.rows.last == CategoryRowViewData(
            id: "lighting", name: "Lighting", productCount: 30, productCountLabel: "30 products",
            route: .productList(ProductSelection(category: "lighting"))
        ))
    }

    @Test("No categories at all is the empty state, with what it means")
    func empty() async {
        let viewModel = viewModel(MockCategoryRepository(products: []))
        await viewModel.send(.load)
        #expect(viewModel.state.content == .empty(EmptyViewData(title: "No categories", message: "The catalog has no categories yet.")))
    }

    @Test("A failure can be retried, and the retry shows the categories")
    func retry() async {
        let repository = MockCategoryRepository(behavior: MockBehavior(failure: .storageUnavailable("locked")))
        let viewModel = viewModel(repository)
        await viewModel.send(.load)
        guard case .failed(let error) = viewModel.state.content else {
            Issue.record("expected a failure, got \(viewModel.state.content)")
            return
        }
        #expect(error.canRetry && error.message == "The data cannot be read: locked.")
        await repository.setBehavior(MockBehavior())
        await viewModel.send(.retry)
        #expect(viewModel.state.content.viewData?.rows.count == 3)
        #expect(await repository.requestCount == 2)
    }

    @Test("Refresh keeps the categories on screen while it loads")
    func refresh() async {
        let gate = Gate(isOpen: true)
        let repository = MockCategoryRepository(behavior: MockBehavior(gate: gate))
        let viewModel = viewModel(repository)
        await viewModel.send(.load)
        let shown = viewModel.state.content.viewData
        await gate.close()
        let refreshing = Task { await viewModel.send(.refresh) }
        await gate.waitForArrivals(2)
        #expect(viewModel.state.content == .loading(previous: shown))
        await gate.open()
        await refreshing.value
        #expect(viewModel.state.content == .loaded(shown!))
    }
}
