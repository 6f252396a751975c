import Composition
import Presentation

/// The interactive browser's state and key handling, apart from any terminal: which
/// screens are open, which row is selected, and whether a search is being typed.
final class BrowserSession {
    enum Mode: Equatable {
        case browsing
        /// Typing a search; the text so far.
        case searching(String)
    }

    private let screens: ScreenFactory
    /// Draws the session while a load is in flight.
    private let drawWhileBusy: (BrowserSession) -> Void

    private(set) var stack: RouteStack
    private(set) var list: ProductListViewModel
    private(set) var detail: ProductDetailViewModel?
    private(set) var selection = 0
    private(set) var mode = Mode.browsing
    private(set) var isBusy = false
    private(set) var isFinished = false

    init(screens: ScreenFactory, pageSize: Int, drawWhileBusy: @escaping (BrowserSession) -> Void = { _ in }) {
        let request = ProductListRequest(pageSize: pageSize)
        self.screens = screens
        self.drawWhileBusy = drawWhileBusy
        self.stack = RouteStack(root: .productList(request))
        self.list = screens.productList(request)
    }

    func start() async {
        await busy { await list.send(.load) }
    }

    func handle(_ key: Key) async {
        if case .searching(let draft) = mode {
            await handleSearch(key, draft: draft)
            return
        }
        switch key {
        case .interrupt, .endOfInput, .character("q"):
            isFinished = true
        default:
            if detail == nil { await handleList(key) } else { await handleDetail(key) }
        }
    }

    private func handleList(_ key: Key) async {
        let rows = list.state.content.viewData?.rows ?? []
        switch key {
        case .up, .character("k"):
            selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(max(0, rows.count - 1), selection + 1)
        case .enter, .right, .character("o"):
            guard rows.indices.contains(selection), case .productDetail(let id) = rows[selection].route else { return }
            await open(productID: id)
        case .character("n"), .character("]"), .pageDown:
            await changeList(.nextPage)
        case .character("p"), .character("["), .pageUp:
            await changeList(.previousPage)
        case .character("/"):
            mode = .searching(list.state.request.searchText)
        case .escape where !list.state.request.searchText.isEmpty:
            await changeList(.search(""))
        case .character("s"):
            let options = ProductSortOption.allCases
            let next = options[((options.firstIndex(of: list.state.request.sort) ?? 0) + 1) % options.count]
            await changeList(.sort(next))
        case .character("r"):
            if case .failed = list.state.content {
                await changeList(.retry)
            } else {
                await changeList(.refresh)
            }
        default:
            break
        }
    }

    private func handleDetail(_ key: Key) async {
        switch key {
        case .character("b"), .left, .escape, .backspace:
            stack.pop()
            detail = nil
        case .character("r"):
            guard let detail else { return }
            if case .failed = detail.state.content {
                await busy { await detail.send(.retry) }
            } else {
                await busy { await detail.send(.refresh) }
            }
        default:
            break
        }
    }

    private func handleSearch(_ key: Key, draft: String) async {
        switch key {
        case .enter:
            mode = .browsing
            await changeList(.search(draft))
        case .escape:
            mode = .browsing
        case .interrupt, .endOfInput:
            isFinished = true
        case .backspace:
            mode = .searching(String(draft.dropLast()))
        case .character(let character):
            mode = .searching(draft + String(character))
        default:
            break
        }
    }

    private func open(productID: Int64) async {
        let detail = screens.productDetail(id: productID)
        self.detail = detail
        stack.push(.productDetail(id: productID))
        await busy { await detail.send(.load) }
    }

    private func changeList(_ action: ProductListViewModel.Action) async {
        let before = list.state.request
        await busy { await list.send(action) }
        if list.state.request != before { selection = 0 }
        stack.replaceTop(with: .productList(list.state.request))
    }

    private func busy(_ work: () async -> Void) async {
        isBusy = true
        drawWhileBusy(self)
        await work()
        isBusy = false
    }
}
