import Composition
import Hummingbird
import Presentation

/// The HTML pages: the product list at `/products` and a product at `/products/ID`,
/// each rendered from a view model made for the request.
struct WebController {
    let screens: ScreenFactory

    func register(on router: some RouterMethods<BasicRequestContext>) {
        router.get("/") { _, _ in
            Response(status: .seeOther, headers: [.location: "/products"])
        }
        router.get("/static/catalog.css") { _, _ in
            Response(
                status: .ok,
                headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "public, max-age=3600"],
                body: ResponseBody(byteBuffer: .init(string: Stylesheet.css))
            )
        }
        router.get("/products") { request, _ in
            await list(query: request.uri.query)
        }
        router.get("/products/:id") { request, context in
            await detail(id: context.parameters.get("id") ?? "", path: request.uri.path)
        }
    }

    private func list(query: String?) async -> Response {
        let route: Route
        do {
            route = try WebRoutes.route(path: "/products", query: query)
        } catch {
            return HTMLResponse.make(
                PageRenderer.message(title: "Invalid request", message: error.message, kind: "invalidInput"),
                status: .badRequest
            )
        }
        guard case .productList(let request) = route else {
            return HTMLResponse.make(PageRenderer.notFound(path: "/products"), status: .notFound)
        }
        let viewModel = screens.productList(request)
        await viewModel.send(.load)
        if case .failed(let error) = viewModel.state.content {
            return HTMLResponse.make(PageRenderer.error(error, request: request), status: Self.status(for: error))
        }
        return HTMLResponse.make(PageRenderer.list(viewModel.state))
    }

    private func detail(id: String, path: String) async -> Response {
        guard case .productDetail(let productID)? = try? WebRoutes.route(path: "/products/" + id, query: nil) else {
            return HTMLResponse.make(PageRenderer.notFound(path: path), status: .notFound)
        }
        let viewModel = screens.productDetail(id: productID)
        await viewModel.send(.load)
        switch viewModel.state.content {
        case .loaded(let product):
            return HTMLResponse.make(PageRenderer.detail(product))
        case .failed(let error):
            return HTMLResponse.make(PageRenderer.error(error), status: Self.status(for: error))
        case .idle, .loading:
            return HTMLResponse.make(PageRenderer.notFound(path: path), status: .internalServerError)
        }
    }

    static func status(for error: ErrorViewData) -> HTTPResponse.Status {
        switch error.kind {
        case .notFound: .notFound
        case .invalidInput: .badRequest
        case .unavailable: .serviceUnavailable
        }
    }
}
