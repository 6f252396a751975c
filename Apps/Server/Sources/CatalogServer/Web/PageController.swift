import Composition
import Hummingbird
import Presentation

/// The HTML pages: home at `/`, the product list at `/products`, a product at
/// `/products/ID` and the categories at `/categories`, each rendered from view models
/// made for the request.
struct PageController {
    typealias Context = AppRequestContext
    let screens: ScreenFactory
    let access: PageAccess

    /// The pages answer from `cache` when there is one; the stylesheet is a
    /// constant. The editing pages need a signed-in browser, and every
    /// form on them and on the sign-in page carries the browser's form token.
    func register(on router: some RouterMethods<Context>, cache: ResponseCache?) {
        router.get("/static/style.css") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "public, max-age=3600"],
                body: ResponseBody(byteBuffer: .init(string: Stylesheet.css))
            )
        }
        // The route is read once: for the cache's key, then for the page.
        registerReads(on: router.group().add(middleware: PageRouteMiddleware()).cached(by: cache) { _, context in
            WebRoutes.cacheKey(for: context.pageRoute)
        })

        let forms = router.group().add(middleware: FormTokenMiddleware(access: access))
        SignInController(access: access).register(on: forms)
        // A successful edit empties the cache, as the API's writes do.
        registerEdits(on: router.cached(by: cache) { _, _ in nil }
            .add(middleware: FormTokenMiddleware(access: access))
            .add(middleware: SignInRequiredMiddleware(access: access)))
    }

    /// The screens' pages.
    private func registerReads(on reads: some RouterMethods<Context>) {
        reads.get("/") { request, context in try await page(for: request, context: context) }
        // sample:begin
        reads.get("/products") { request, context in try await page(for: request, context: context) }
        reads.get("/products/:id") { request, context in try await page(for: request, context: context) }
        reads.get("/categories") { request, context in try await page(for: request, context: context) }
        // sample:end
        // scaffold:page-routes
    }

    /// The pages that change data, for a signed-in browser only.
    private func registerEdits(on edits: some RouterMethods<Context>) {
        // sample:begin
        EditorPageController(screens: screens).register(on: edits)
        // sample:end
        // scaffold:page-edits
    }

    /// Loads the screen of the request's route and renders it, or the page of its failure.
    private func page(for request: Request, context: Context) async throws(PageError) -> HTMLPage {
        let route = try (context.pageRoute ?? Result { () throws(PageError) in try WebRoutes.route(for: request) }).get()
        switch screens.screen(for: route) {
        case .home(let home):
            return HTMLPage(html: PageRenderer.home(home))
        // sample:begin
        case .productList(let list):
            async let categories = loadedCategories()
            await list.send(.load)
            if case .failed(let error) = list.state.content { throw PageError(error, header: Templates.searchBox(list.state.request)) }
            return HTMLPage(html: PageRenderer.list(list.state, categories: await categories))
        case .productDetail(let detail):
            await detail.send(.load)
            switch detail.state.content {
            case .loaded(let product): return HTMLPage(html: PageRenderer.detail(product))
            case .failed(let error): throw PageError(error)
            case .idle, .loading, .empty: throw PageError.notFound(path: request.uri.path)
            }
        case .categories(let categories):
            await categories.send(.load)
            if case .failed(let error) = categories.state.content { throw PageError(error) }
            return HTMLPage(html: PageRenderer.categories(categories.state))
        // sample:end
        // scaffold:pages
        }
    }

    // sample:begin
    /// The categories for the list page's filter; none when they cannot be read, since
    /// the list is still worth showing without them.
    private func loadedCategories() async -> CategoryListViewData? {
        let categories = screens.categoryList()
        await categories.send(.load)
        return categories.state.content.viewData
    }
    // sample:end
}
