import Composition
import Presentation

/// The interactive browser's state and key handling, apart from any terminal: the stack
/// of open screens, the selected row on each, and whether a search is being typed.
///
/// Screens come from `ScreenFactory.screen(for:)` and are drawn by their `TerminalScreen`
/// views, so a new feature's screens need nothing here.
final class BrowserSession {
    enum Mode: Equatable {
        case browsing
        /// Typing a search; the text so far.
        case searching(String)
    }

    private let screens: ScreenFactory
    /// Draws the session while a load is in flight.
    private let drawWhileBusy: (BrowserSession) -> Void
    /// Set while a change is being saved.
    let saving: SaveUnderWay

    /// The routes open, root first; `levels` holds each one's screen, in the same order.
    private(set) var stack: RouteStack
    private var levels: [Level]
    private(set) var mode = Mode.browsing
    private(set) var isBusy = false
    private(set) var isFinished = false
    /// The edit screen, over the item on top while a person changes it.
    private(set) var editing: (any EditingScreen)?
    /// Said once in the footer after something happened (a save, say).
    private(set) var notice: String?

    private struct Level {
        let screen: any Screen
        var selected = 0
    }

    /// A session that opens `root`.
    init(screens: ScreenFactory, start root: Route, saving: SaveUnderWay = SaveUnderWay(), drawWhileBusy: @escaping (BrowserSession) -> Void = { _ in }) {
        self.screens = screens
        self.saving = saving
        self.drawWhileBusy = drawWhileBusy
        self.stack = RouteStack(root: root)
        self.levels = [Level(screen: screens.screen(for: root))]
    }

    /// `route` with `pageSize` items a page when it is a list whose address may name its
    /// page size, whichever feature's; any other route as it is.
    static func fitted(_ route: Route, pageSize: Int) -> Route {
        let name = PageSelection.ParameterName.pageSize
        var address = RouteAddress(route)
        address.query.removeAll { $0.name == name }
        address.query.append(RouteAddress.Pair(name: name, value: String(pageSize)))
        return (try? address.route()) ?? route
    }

    /// The screen on top of the stack.
    var screen: any Screen { levels[levels.count - 1].screen }
    /// The selected row of the screen on top.
    var selected: Int { levels[levels.count - 1].selected }
    /// Whether `b` leads somewhere.
    var canGoBack: Bool { !stack.path.isEmpty }

    func start() async {
        await busy { await screen.load() }
    }

    func handle(_ key: Key) async {
        notice = nil
        if let editing {
            await handleEditing(key, editing)
            return
        }
        if key == .character("e"), let editing = (screen as? any TerminalScreen)?.editor(screens) {
            self.editing = editing
            await busy { await editing.start() }
            return
        }
        // sample:begin
        if case .searching(let draft) = mode {
            await handleSearch(key, draft: draft)
            return
        }
        // sample:end
        switch key {
        case .interrupt, .endOfInput, .character("q"):
            isFinished = true
        case .character("r"):
            await busy { await screen.refresh() }
        case .up, .character("k"):
            levels[levels.count - 1].selected = max(0, selected - 1)
        case .down, .character("j"):
            levels[levels.count - 1].selected = min(max(0, rowRoutes.count - 1), selected + 1)
        case .enter, .right, .character("o"):
            if rowRoutes.indices.contains(selected) { await open(rowRoutes[selected]) }
        default:
            if await turnPage(key) { return }
            // sample:begin
            if await handleSampleKey(key) { return }
            // sample:end
            if [.character("b"), .left, .escape, .backspace].contains(key) { goBack() }
        }
    }

    private func handleEditing(_ key: Key, _ editing: any EditingScreen) async {
        if key == .interrupt || key == .endOfInput {
            isFinished = true
            return
        }
        var outcome = EditorScreenOutcome.editing
        if key == .enter {
            // Saving: worth a "Saving…" frame, and not cut short by a Ctrl-C.
            saving.set(true)
            await busy { outcome = await editing.handle(key) }
            saving.set(false)
        } else {
            outcome = await editing.handle(key)
        }
        switch outcome {
        case .editing:
            return
        case .cancelled:
            self.editing = nil
        case .saved(let message):
            self.editing = nil
            notice = message
            await busy { await screen.refresh() }
        }
    }

    /// Where each row of the screen on top leads.
    private var rowRoutes: [Route] {
        (screen as? any TerminalScreen)?.rowRoutes ?? []
    }

    // sample:begin
    /// The keys of the catalog's screens: categories from anywhere, and a product list's
    /// search and sort; false when `key` is none of them.
    private func handleSampleKey(_ key: Key) async -> Bool {
        switch key {
        case .character("c"):
            if stack.top != .categories { await open(.categories) }
            return true
        default:
            guard let list = screen as? ProductListViewModel else { return false }
            return await handleList(key, list)
        }
    }

    /// The keys only a product list knows (its pages turn as every list's do, `turnPage`);
    /// false when `key` is not one of them.
    private func handleList(_ key: Key, _ list: ProductListViewModel) async -> Bool {
        switch key {
        case .character("/"):
            mode = .searching(list.selection.searchText)
        case .escape where !list.selection.searchText.isEmpty:
            await changeList(list, .search(""))
        case .character("s"):
            let options = ProductSortOption.allCases
            let next = options[((options.firstIndex(of: list.selection.sort) ?? 0) + 1) % options.count]
            await changeList(list, .sort(next))
        default:
            return false
        }
        return true
    }

    private func handleSearch(_ key: Key, draft: String) async {
        guard let list = screen as? ProductListViewModel else { return }
        switch key {
        case .enter:
            mode = .browsing
            await changeList(list, .search(draft))
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

    // sample:end

    /// Opens `route` on top of the screens, or in place of the one on top.
    private func open(_ route: Route, replacingTop: Bool = false) async {
        let level = Level(screen: screens.screen(for: route))
        if replacingTop {
            stack.replaceTop(with: route)
            levels[levels.count - 1] = level
        } else {
            stack.push(route)
            levels.append(level)
        }
        await busy { await level.screen.load() }
    }

    /// `n` and `p` on a list: the page after or before, its route opened in place of this
    /// one; false when `key` is neither or the screen does not page.
    private func turnPage(_ key: Key) async -> Bool {
        guard let paging = screen.paging else { return false }
        let target: Route?
        switch key {
        case .character("n"), .character("]"), .pageDown: target = paging.next
        case .character("p"), .character("["), .pageUp: target = paging.previous
        default: return false
        }
        if let target { await open(target, replacingTop: true) }
        return true
    }

    private func goBack() {
        guard stack.pop() else { return }
        levels.removeLast()
    }

    // sample:begin
    private func changeList(_ list: ProductListViewModel, _ action: ProductListViewModel.Action) async {
        let before = list.selection
        await busy { await list.send(action) }
        if list.selection != before { levels[levels.count - 1].selected = 0 }
        stack.replaceTop(with: .productList(list.selection))
    }
    // sample:end

    private func busy(_ work: () async -> Void) async {
        isBusy = true
        drawWhileBusy(self)
        await work()
        isBusy = false
    }
}
