/// The view model of a route's screen, made by the app's screen factory: apps switch
/// over it to pick the view that draws it.
public enum Screen {
    case home(HomeViewData)
    // sample:begin
    case productList(ProductListViewModel)
    case productDetail(ProductDetailViewModel)
    case categories(CategoryListViewModel)
    // sample:end
    // scaffold:screens

    /// Loads the screen's content, showing nothing meanwhile.
    public func load() async {
        switch self {
        case .home: break
        // sample:begin
        case .productList(let viewModel): await viewModel.send(.load)
        case .productDetail(let viewModel): await viewModel.send(.load)
        case .categories(let viewModel): await viewModel.send(.load)
        // sample:end
        // scaffold:screen-loads
        }
    }

    /// After a failure, tries again; else loads again with the content kept on screen.
    public func refresh() async {
        switch self {
        case .home: break
        // sample:begin
        case .productList(let viewModel):
            await viewModel.send(viewModel.state.content.isFailure ? .retry : .refresh)
        case .productDetail(let viewModel):
            await viewModel.send(viewModel.state.content.isFailure ? .retry : .refresh)
        case .categories(let viewModel):
            await viewModel.send(viewModel.state.content.isFailure ? .retry : .refresh)
        // sample:end
        // scaffold:screen-refreshes
        }
    }

    /// Where the screen's page sits among its list's pages, for a list that pages by route:
    /// the routes to the pages on either side.
    public var paging: PagingViewData? {
        switch self {
        // scaffold:screen-pagings
        default: nil
        }
    }
}
