import Domain
import Mocks
import Presentation
import Testing

@Suite("Product detail view model")
@MainActor
struct ProductDetailViewModelTests {
    let lampDetail = ProductDetailViewData(
        id: 7, name: "Brass Desk Lamp", summary: "A lamp.", price: "$59.99", stock: "12 in stock",
        isAvailable: true, categoryName: "Lighting", categorySlug: "lighting",
        categoryRoute: .productList(ProductSelection(category: "lighting")), version: 1
    )

    @Test("Load shows loading, then the product")
    func load() async {
        let gate = Gate()
        let useCase = MockGetProductUseCase(result: .success(Sample.lamp), behavior: MockBehavior(gate: gate))
        let viewModel = ProductDetailViewModel(getProduct: useCase, productID: 7)
        let loading = Task { await viewModel.send(.load) }
        await gate.waitForArrivals(1)
        #expect(viewModel.state == ProductDetailState(productID: 7, content: .loading(previous: nil)))
        await gate.open()
        await loading.value
        #expect(viewModel.state == ProductDetailState(productID: 7, content: .loaded(lampDetail)))
        #expect(await useCase.receivedIDs == [ProductID(7)])
    }

    @Test("Not found cannot be retried")
    func notFound() async {
        let useCase = MockGetProductUseCase(result: .failure(.notFound(kind: "product", id: 7)))
        let viewModel = ProductDetailViewModel(getProduct: useCase, productID: 7)
        await viewModel.send(.load)
        await viewModel.send(.retry)
        #expect(viewModel.state.content == .failed(ErrorViewData(
            kind: .notFound, title: "Product not found", message: "No product has the id 7.", canRetry: false
        )))
        #expect(await useCase.receivedIDs.count == 1)
    }

    @Test("An unavailable store can be retried")
    func retry() async {
        let useCase = MockGetProductUseCase(result: .failure(.storageUnavailable("locked")))
        let viewModel = ProductDetailViewModel(getProduct: useCase, productID: 7)
        await viewModel.send(.load)
        #expect(viewModel.state.content == .failed(ErrorViewData(
            kind: .unavailable, title: "Unavailable", message: "The data cannot be read: locked.", canRetry: true
        )))
        await useCase.setResult(.success(Sample.lamp))
        await viewModel.send(.retry)
        #expect(viewModel.state.content == .loaded(lampDetail))
    }

    @Test("Refresh keeps the product on screen while it loads")
    func refresh() async {
        let gate = Gate(isOpen: true)
        let useCase = MockGetProductUseCase(result: .success(Sample.lamp), behavior: MockBehavior(gate: gate))
        let viewModel = ProductDetailViewModel(getProduct: useCase, productID: 7)
        await viewModel.send(.load)
        await gate.close()
        let refreshing = Task { await viewModel.send(.refresh) }
        await gate.waitForArrivals(2)
        #expect(viewModel.state.content == .loading(previous: lampDetail))
        await gate.open()
        await refreshing.value
        #expect(viewModel.state.content == .loaded(lampDetail))
    }
}
