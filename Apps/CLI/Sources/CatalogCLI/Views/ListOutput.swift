import Presentation

/// Loads a product list and prints what it shows, as text or JSON.
enum ListOutput {
    static func print(_ viewModel: ProductListViewModel, json: Bool, context: CLIContext) async throws {
        await viewModel.send(.load)
        switch viewModel.state.content {
        case .loaded(let page):
            context.stdout.write(json
                ? JSONView.render(ProductListJSON(page: page, request: viewModel.state.request))
                : ProductListTextView(style: context.style).render(page))
        case .empty(let empty):
            context.stdout.write(json
                ? JSONView.render(ProductListJSON(empty: empty, request: viewModel.state.request))
                : EmptyTextView(style: context.style).render(empty))
        case .failed(let error):
            throw error.cliFailure
        case .idle, .loading:
            throw CLIFailure(message: "the list did not finish loading", status: .internalError)
        }
    }
}

/// Loads a product and prints it, as text or JSON.
enum DetailOutput {
    static func print(_ viewModel: ProductDetailViewModel, json: Bool, context: CLIContext) async throws {
        await viewModel.send(.load)
        switch viewModel.state.content {
        case .loaded(let product):
            context.stdout.write(json
                ? JSONView.render(ProductDetailJSON(product))
                : ProductDetailTextView(style: context.style).render(product))
        case .failed(let error):
            throw error.cliFailure
        case .idle, .loading:
            throw CLIFailure(message: "the product did not finish loading", status: .internalError)
        }
    }
}
