/// The view model of a route's screen, as every app holds it whatever its feature: apps
/// load and refresh it, turn its pages when it pages by route, and draw it with the view
/// each app adds for the view model's type.
public protocol Screen {
    /// Loads the screen's content, showing nothing meanwhile.
    func load() async
    /// After a failure, tries again; else loads again with the content kept on screen.
    func refresh() async
    /// Where the screen's page sits among its list's pages, for a list that pages by
    /// route: the routes to the pages on either side. `nil` for any other screen.
    var paging: PagingViewData? { get }
}

extension Screen {
    public var paging: PagingViewData? { nil }
}

/// A screen whose view model holds one `LoadState` and takes the actions every such
/// screen takes: it loads, refreshes and retries the same way as every other.
public protocol LoadingScreen: Screen {
    associatedtype ViewData: Equatable & Sendable
    associatedtype Action: LoadingAction
    /// What the screen shows now.
    var content: LoadState<ViewData> { get }
    func send(_ action: Action) async
}

/// The actions of a screen that loads: an enum with these three cases is one.
public protocol LoadingAction {
    /// Load, showing nothing meanwhile.
    static var load: Self { get }
    /// After a failure that may pass, try again.
    static var retry: Self { get }
    /// Load again, keeping what is on screen meanwhile.
    static var refresh: Self { get }
}

extension LoadingScreen {
    public func load() async {
        await send(.load)
    }

    public func refresh() async {
        await send(content.isFailure ? .retry : .refresh)
    }
}
