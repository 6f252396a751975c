import Domain
import Mocks
import Presentation
import Testing

@Suite("Error and empty messages")
@MainActor
struct ErrorAndEmptyViewDataTests {
    @Test(
        "Every invalid query says what was wrong and how to fix it",
        arguments: [
            (InvalidQueryReason.pageOutOfRange(0), "Page 0 does not exist: pages are numbered from 1 to 1000000."),
            (.pageSizeOutOfRange(0, maximum: 100), "A page size of 0 is out of range: choose 1 to 100."),
            (.textTooLong(length: 250, maximum: 200), "The search text has 250 characters; use at most 200."),
            (.tooManyWords(count: 12, maximum: 10), "The search has 12 words; use at most 10."),
            (.malformedCategory("Home Office"), "“Home Office” is not a category: categories are lowercase letters, digits and dashes, such as “home-office”."),
        ]
    )
    func invalidQuery(reason: InvalidQueryReason, message: String) async {
        let viewModel = ProductListViewModel(searchProducts: MockSearchProductsUseCase(result: .failure(.invalidQuery(reason))))
        await viewModel.send(.load)
        #expect(viewModel.state.content == .failed(ErrorViewData(kind: .invalidInput, title: "Invalid request", message: message, canRetry: false)))
    }

    @Test("An empty category and an empty catalog say so")
    func emptyWithoutSearch() async {
        let empty = MockSearchProductsUseCase(result: .success(Page(items: [], page: 1, pageSize: 20, totalCount: 0)))
        let filtered = ProductListViewModel(searchProducts: empty, selection: ProductSelection(category: "spaceships"))
        await filtered.send(.load)
        #expect(filtered.state.content == .empty(EmptyViewData(
            title: "No products", message: "No products are in the category “spaceships”. Check the category's spelling."
        )))
        let everything = ProductListViewModel(searchProducts: empty)
        await everything.send(.load)
        #expect(everything.state.content == .empty(EmptyViewData(title: "No products", message: "The catalog is empty.")))
    }
}
