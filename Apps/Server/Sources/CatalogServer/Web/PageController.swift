import Composition
import Hummingbird
import Presentation
import Tracing

/// The HTML pages: home at `/` and each feature's screens at their addresses
/// (`/products`, `/products/42`), each rendered from view models made for the request.
struct PageController {
    typealias Context = AppRequestContext
    let screens: ScreenFactory
    let access: PageAccess
    /// Whether each page's view model is a span of the process's tracer.
    var traced = false

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
        // The route is read once: for the cache's key, then, on a miss, for the page
        // (without a cache, the page reads it).
        registerReads(on: router.cached(by: cache) { request, context in
            context.pageRoute = Result { () throws(PageError) in try WebRoutes.route(for: request) }
            return WebRoutes.cacheKey(for: context.pageRoute)
        })

        SignInController(access: access).register(on: Self.forms(router.group(), access: access))
        // A successful edit empties the cache, as the API's writes do.
        registerEdits(on: Self.editing(router.cached(by: cache) { _, _ in nil }, access: access))
    }

    /// `routes` behind what guards every form: its size, and the form token it must carry.
    static func forms(_ routes: RouterGroup<Context>, access: PageAccess) -> RouterGroup<Context> {
        routes.add(middleware: BodyLimitMiddleware.forms).add(middleware: FormTokenMiddleware(access: access))
    }

    /// `routes` behind what guards every editing page: a signed-in browser's session, then
    /// a form's guards. The session comes first, so that a browser whose sign-in has ended
    /// (twelve hours on, or the server restarted) is told so and sent to sign in, not told
    /// that its form expired.
    static func editing(_ routes: RouterGroup<Context>, access: PageAccess) -> RouterGroup<Context> {
        forms(routes.add(middleware: SignInRequiredMiddleware(access: access)), access: access)
    }

    /// The screens' pages: home, and each feature's addresses (its segment, and an id
    /// after it for a feature whose addresses go that deep).
    private func registerReads(on reads: some RouterMethods<Context>) {
        reads.get("/") { request, context in try await page(for: request, context: context) }
        for feature in FeatureRoutes.all {
            reads.get("/\(feature.segment)") { request, context in try await page(for: request, context: context) }
            guard feature.depth > 1 else { continue }
            reads.get("/\(feature.segment)/:id") { request, context in try await page(for: request, context: context) }
        }
    }

    /// The pages that change data, for a signed-in browser only: those of each feature
    /// whose route is `EditingPages`.
    private func registerEdits(on edits: some RouterMethods<Context>) {
        for feature in FeatureRoutes.all {
            (feature as? any EditingPages.Type)?.registerEditing(on: edits, screens: screens)
        }
    }

    /// Loads the screen of the request's route and renders it, or the page of its failure.
    private func page(for request: Request, context: Context) async throws(PageError) -> HTMLPage {
        let route = try (context.pageRoute ?? Result { () throws(PageError) in try WebRoutes.route(for: request) }).get()
        let screen = screens.screen(for: route)
        guard let page = screen as? any WebScreen else { throw PageError.unshowable(screen) }
        let context = PageContext(path: request.uri.path, screens: screens)
        guard traced else { return try await page.page(context) }
        // A span per screen, named by its view model (`ProductListViewModel`): the use case
        // the page runs, as the API's operations have theirs.
        let rendered: Result<HTMLPage, PageError> = await withSpan(String(describing: type(of: page))) { _ in
            do throws(PageError) {
                return .success(try await page.page(context))
            } catch {
                return .failure(error)
            }
        }
        return try rendered.get()
    }
}
