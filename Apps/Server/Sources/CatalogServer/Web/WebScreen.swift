import Composition
import Presentation

/// How the server draws a screen's view model as a page. Each feature's view models
/// conform in the file of the feature's pages (`OrderPages.swift` for orders); a screen that does
/// not conform has no page (`PageError.unshowable`), which the tests that open every
/// section, and each feature's own, catch.
protocol WebScreen: Screen {
    /// Loads the screen and draws its page; a failure is thrown as the failure's page.
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage
}

/// What a page is drawn for: the request's path, and the screens, for a page that shows
/// another screen's content beside its own (the list's category filter).
struct PageContext {
    let path: String
    let screens: ScreenFactory
}

extension LoadState {
    /// The loaded view data of a page about one thing: a failure is thrown as its page,
    /// and a screen that is not loaded is not found.
    func loaded(at path: String) throws(PageError) -> ViewData {
        switch self {
        case .loaded(let viewData): viewData
        case .failed(let error): throw PageError(error)
        case .idle, .loading, .empty: throw PageError.notFound(path: path)
        }
    }

    /// Throws a failed load as its page; a list shows its other states itself.
    func throwingFailure(header: HTML? = nil) throws(PageError) {
        if case .failed(let error) = self { throw PageError(error, header: header) }
    }
}

extension HomeViewData: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        HTMLPage(html: PageRenderer.home(self))
    }
}
