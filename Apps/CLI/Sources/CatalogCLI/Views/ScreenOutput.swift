import Presentation

/// Loads a screen and prints what it shows, as text or JSON; a failure is thrown as the
/// line and exit status `catalog` ends with.
enum ScreenOutput {
    static func print(_ screen: Screen, json: Bool, context: CLIContext) async throws {
        await screen.load()
        try write(screen, json: json, context: context, style: context.style)
    }

    /// What `screen`, loaded, shows.
    private static func write(_ screen: Screen, json: Bool, context: CLIContext, style: TextStyle) throws {
        switch screen {
        case .home(let home):
            context.stdout.write(json ? JSONView.render(HomeJSON(home)) : HomeTextView(style: style).render(home))
        // sample:begin
        case .productList(let viewModel):
            let request = viewModel.state.request
            switch viewModel.state.content {
            case .loaded(let page):
                context.stdout.write(json
                    ? JSONView.render(ProductListJSON(page: page, request: request))
                    : ProductListTextView(style: style).render(page))
            case .empty(let empty):
                context.stdout.write(json
                    ? JSONView.render(ProductListJSON(empty: empty, request: request))
                    : EmptyTextView(style: style).render(empty))
            case .failed(let error):
                throw error.cliFailure
            case .idle, .loading:
                throw unfinished
            }
        case .productDetail(let viewModel):
            switch viewModel.state.content {
            case .loaded(let product):
                context.stdout.write(json
                    ? JSONView.render(ProductDetailJSON(product))
                    : ProductDetailTextView(style: style).render(product))
            case .failed(let error):
                throw error.cliFailure
            case .idle, .loading, .empty:
                throw unfinished
            }
        case .categories(let viewModel):
            switch viewModel.state.content {
            case .loaded(let list):
                context.stdout.write(json
                    ? JSONView.render(CategoryListJSON(list))
                    : CategoryListTextView(style: style).render(list))
            case .empty(let empty):
                context.stdout.write(json ? JSONView.render(CategoryListJSON(empty: empty)) : EmptyTextView(style: style).render(empty))
            case .failed(let error):
                throw error.cliFailure
            case .idle, .loading:
                throw unfinished
            }
        // sample:end
        // scaffold:screen-outputs
        }
    }

    private static let unfinished = CLIFailure(message: "the screen did not finish loading", status: .internalError)
}
