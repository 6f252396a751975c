import Domain
import Mocks
import Presentation
import Testing

@Suite("Product list view model")
@MainActor
struct ProductListViewModelTests {
    let selection = ProductSelection(page: PageSelection(pageSize: 2))

    @Test("Load shows loading, then the page")
    func loadShowsLoadingThenPage() async {
        let gate = Gate()
        let useCase = MockSearchProductsUseCase(result: .success(Sample.page(1)), behavior: MockBehavior(gate: gate))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        #expect(viewModel.state == ProductListState(selection: selection, content: .idle))

        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state == ProductListState(selection: selection, content: .loading(previous: nil)))

        await gate.open()
        await loading.value
        #expect(viewModel.state == ProductListState(selection: selection, content: .loaded(Sample.pageViewData(1))))
        #expect(await useCase.receivedQueries == [ProductQuery(page: PageRequest(pageSize: 2))])
    }

    @Test("Nothing found is the empty state, with the search in its message")
    func emptyResult() async {
        let useCase = MockSearchProductsUseCase(result: .success(Page(items: [], page: 1, pageSize: 2, totalCount: 0)))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        await viewModel.send(.search("  unicorn "))
        let expected = EmptyViewData(title: "No matches", message: "No products match “unicorn”. Try fewer or shorter words.")
        #expect(viewModel.state == ProductListState(
            selection: ProductSelection(page: PageSelection(pageSize: 2), searchText: "  unicorn "),
            content: .empty(expected)
        ))
    }

    @Test("A page past the last is empty and says where the last page is")
    func pastTheEnd() async {
        let useCase = MockSearchProductsUseCase(result: .success(Page(items: [], page: 9, pageSize: 2, totalCount: 6)))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: ProductSelection(page: PageSelection(page: 9, pageSize: 2)))
        await viewModel.send(.load)
        #expect(viewModel.state.content == .empty(EmptyViewData(
            title: "No page 9", message: "Page 9 is past the last page (3); go back to page 3.", totalCount: 6, pageCount: 3
        )))
    }

    @Test("A failure is shown; retry loads the same selection again and recovers")
    func failureAndRetry() async {
        let useCase = MockSearchProductsUseCase(result: .failure(.storageUnavailable("disk on fire")))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        await viewModel.send(.load)
        #expect(viewModel.state == ProductListState(selection: selection, content: .failed(ErrorViewData(
            kind: .unavailable, title: "Unavailable",
            message: "The data cannot be read: disk on fire.", canRetry: true
        ))))

        await useCase.setResult(.success(Sample.page(1)))
        await viewModel.send(.retry)
        #expect(viewModel.state == ProductListState(selection: selection, content: .loaded(Sample.pageViewData(1))))
        #expect(await useCase.receivedQueries.count == 2)
    }

    @Test("Retry does nothing unless the list failed")
    func retryOnlyAfterFailure() async {
        let useCase = MockSearchProductsUseCase(result: .success(Sample.page(1)))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        await viewModel.send(.load)
        await viewModel.send(.retry)
        #expect(await useCase.receivedQueries.count == 1)
    }

    @Test("Retry does nothing after a failure that asking again cannot mend, such as a search the grammar refuses")
    func retryOnlyWhatCanMend() async {
        let useCase = MockSearchProductsUseCase(result: .failure(.invalidQuery(.tooManyWords(count: 11, maximum: 10))))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        await viewModel.send(.load)
        #expect(viewModel.state.content.isFailure)
        await viewModel.send(.retry)
        #expect(await useCase.receivedQueries.count == 1)
    }

    @Test("Refresh keeps the page on screen while it loads")
    func refreshKeepsContent() async {
        let gate = Gate(isOpen: true)
        let useCase = MockSearchProductsUseCase(result: .success(Sample.page(1)), behavior: MockBehavior(gate: gate))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        await viewModel.send(.load)
        await gate.close()

        let refreshing = Task { await viewModel.send(.refresh) }
        await gate.waitForArrivals(2)
        #expect(viewModel.state == ProductListState(selection: selection, content: .loading(previous: Sample.pageViewData(1))))
        await gate.open()
        await refreshing.value
        #expect(viewModel.state.content == .loaded(Sample.pageViewData(1)))
    }

    @Test("A page shows where it sits and the routes of its neighbours, the search, filter and order kept; none before the first or after the last", arguments: [1, 2, 3])
    func paging(number: Int) async {
        let asked = ProductSelection(page: PageSelection(page: number, pageSize: 2), searchText: "lamp", category: "lighting", sort: ProductSortOption(.priceHighToLow))
        let useCase = MockSearchProductsUseCase(result: .success(Sample.page(number)))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: asked)
        await viewModel.send(.load)
        let paging = viewModel.paging
        #expect(paging?.pageLabel == "Page \(number) of 3")
        var before = asked, after = asked
        before.page.page = number - 1
        after.page.page = number + 1
        #expect(paging?.previous == (number > 1 ? .productList(before) : nil))
        #expect(paging?.next == (number < 3 ? .productList(after) : nil))
    }

    @Test("Search, filter and sort start again from page 1")
    func changesResetThePage() async {
        let changes: [(ProductListViewModel.Action, ProductQuery)] = [
            (.search("lamp"), ProductQuery(text: "lamp", page: PageRequest(page: 1, pageSize: 2))),
            (.filterCategory("lighting"), ProductQuery(category: "lighting", page: PageRequest(page: 1, pageSize: 2))),
            (.sort(ProductSortOption(.priceHighToLow)), ProductQuery(sort: .priceHighToLow, page: PageRequest(page: 1, pageSize: 2))),
        ]
        for (change, expected) in changes {
            let useCase = MockSearchProductsUseCase(result: .success(Sample.page(1)))
            let viewModel = ProductListViewModel(searchProducts: useCase, selection: ProductSelection(page: PageSelection(page: 3, pageSize: 2)))
            await viewModel.send(change)
            #expect(await useCase.receivedQueries == [expected])
            #expect(viewModel.state.selection.page.page == 1)
        }
        let searched = ProductListViewModel(searchProducts: MockSearchProductsUseCase(result: .success(Sample.page(1))), selection: ProductSelection(page: PageSelection(page: 3, pageSize: 2)))
        await searched.send(.search("lamp"))
        let lamps = ProductSelection(page: PageSelection(pageSize: 2), searchText: "lamp")
        #expect(searched.state.content == .loaded(Sample.pageViewData(1, title: "Results for “lamp”", selection: lamps)), "its next page keeps the search")
    }

    @Test("An answer to a selection that was replaced meanwhile is dropped")
    func staleAnswerIsDropped() async {
        let gate = Gate()
        let useCase = MockSearchProductsUseCase(result: .success(Sample.page(1)), behavior: MockBehavior(gate: gate))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        let slow = Task { await viewModel.send(.search("old")) }
        await gate.waitForArrivals(1)

        await useCase.setBehavior(MockBehavior())
        await useCase.setResult(.success(Sample.page(2)))
        await viewModel.send(.search("new"))
        await gate.open()
        await slow.value

        let newer = ProductSelection(page: PageSelection(pageSize: 2), searchText: "new")
        #expect(viewModel.state == ProductListState(selection: newer, content: .loaded(Sample.pageViewData(2, title: "Results for “new”", selection: newer))))
    }

    @Test("Invalid input is answered with a message that says how to fix it")
    func invalidInput() async {
        let useCase = MockSearchProductsUseCase(result: .failure(.invalidQuery(.pageSizeOutOfRange(500, maximum: 100))))
        let viewModel = ProductListViewModel(searchProducts: useCase, selection: selection)
        await viewModel.send(.load)
        #expect(viewModel.state.content == .failed(ErrorViewData(
            kind: .invalidInput, title: "Invalid request",
            message: "A page size of 500 is out of range: choose 1 to 100.", canRetry: false
        )))
    }
}
