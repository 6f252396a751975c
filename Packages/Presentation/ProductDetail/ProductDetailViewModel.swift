import Domain
import Observation

/// The product detail screen's logic: load one product, retry, refresh.
@Observable
public final class ProductDetailViewModel: LoadingScreen {
    public enum Action: LoadingAction, Equatable, Sendable {
        case load
        /// After a failure that may pass, try again.
        case retry
        /// Load again, keeping the product on screen meanwhile.
        case refresh
    }

    public private(set) var state: ProductDetailState

    public var content: LoadState<ProductDetailViewData> { state.content }

    @ObservationIgnored private let getProduct: any GetProductUseCase
    @ObservationIgnored private var loadCount = 0

    public init(getProduct: any GetProductUseCase, productID: Int64) {
        self.getProduct = getProduct
        self.state = ProductDetailState(productID: productID)
    }

    public func send(_ action: Action) async {
        switch action {
        case .load:
            await load(keepingContent: false)
        case .retry:
            guard case .failed(let error) = state.content, error.canRetry else { return }
            await load(keepingContent: false)
        case .refresh:
            await load(keepingContent: true)
        }
    }

    private func load(keepingContent: Bool) async {
        loadCount += 1
        let thisLoad = loadCount
        state.content = .loading(previous: keepingContent ? state.content.viewData : nil)
        let content: LoadState<ProductDetailViewData>
        do {
            let product = try await getProduct.execute(id: ProductID(state.productID))
            content = .loaded(ProductDetailViewData(product))
        } catch {
            content = .failed(ErrorViewData(error))
        }
        guard thisLoad == loadCount else { return }
        state.content = content
    }
}
