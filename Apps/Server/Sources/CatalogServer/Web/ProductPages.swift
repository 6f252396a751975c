import Composition
import Presentation

extension ProductListViewModel: WebScreen {
    func page(_ request: PageRequest) async throws(PageError) -> HTMLPage {
        async let categories = Self.loadedCategories(request.screens)
        await load()
        try content.throwingFailure(header: Templates.searchBox(state.request))
        return HTMLPage(html: PageRenderer.list(state, categories: await categories))
    }

    /// The categories for the list page's filter; none when they cannot be read, since
    /// the list is still worth showing without them.
    private static func loadedCategories(_ screens: ScreenFactory) async -> CategoryListViewData? {
        let categories = screens.categoryList()
        await categories.load()
        return categories.content.viewData
    }
}

extension ProductDetailViewModel: WebScreen {
    func page(_ request: PageRequest) async throws(PageError) -> HTMLPage {
        await load()
        return HTMLPage(html: PageRenderer.detail(try content.loaded(at: request.path)))
    }
}
