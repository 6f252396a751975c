import Presentation

extension CategoryListViewModel: WebScreen {
    func page(_ request: PageRequest) async throws(PageError) -> HTMLPage {
        await load()
        try content.throwingFailure()
        return HTMLPage(html: PageRenderer.categories(state))
    }
}
