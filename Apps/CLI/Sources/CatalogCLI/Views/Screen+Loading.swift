import Presentation

extension Screen {
    /// Loads the screen's content, showing nothing meanwhile.
    func load() async {
        switch self {
        case .productList(let viewModel): await viewModel.send(.load)
        case .productDetail(let viewModel): await viewModel.send(.load)
        case .categories(let viewModel): await viewModel.send(.load)
        }
    }

    /// After a failure, tries again; else loads again with the content kept on screen.
    func refresh() async {
        switch self {
        case .productList(let viewModel):
            if case .failed = viewModel.state.content { await viewModel.send(.retry) } else { await viewModel.send(.refresh) }
        case .productDetail(let viewModel):
            if case .failed = viewModel.state.content { await viewModel.send(.retry) } else { await viewModel.send(.refresh) }
        case .categories(let viewModel):
            if case .failed = viewModel.state.content { await viewModel.send(.retry) } else { await viewModel.send(.refresh) }
        }
    }
}
