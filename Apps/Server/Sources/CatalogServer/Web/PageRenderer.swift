import Mustache
import Presentation

/// Renders pages from Presentation's view data: a page body inside the layout.
enum PageRenderer {
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        // The templates are constants of this module: a syntax error in one is a bug
        // that every test of a page would show at once.
        let templates = [
            ("layout", Templates.layout), ("list", Templates.list), ("detail", Templates.detail), ("message", Templates.message),
            ("categories", Templates.categories), ("editor", Templates.editor), ("deleteConfirmation", Templates.deleteConfirmation),
            ("signIn", Templates.signIn),
            // scaffold:page-templates
        ]
        for (name, text) in templates {
            if let template = try? MustacheTemplate(string: text) { library.register(template, named: name) }
        }
        return library
    }()

    static func page(title: String, body: String, request: ProductListRequest = ProductListRequest()) -> String {
        var context: [String: Any] = ["title": title, "body": body, "searchText": request.searchText]
        // Mustache treats any value as present, a boxed nil too: leave absent keys out.
        if let category = request.category { context["category"] = category }
        return library.render(context, withTemplate: "layout") ?? body
    }

    /// `template` rendered with `values`, inside the layout.
    static func page(title: String, template: String, values: [String: Any]) -> String {
        page(title: title, body: library.render(values, withTemplate: template) ?? "")
    }

    static func list(_ state: ProductListState, categories: CategoryListViewData?) -> String {
        let context = ListPageContext(state: state, categories: categories)
        let body = library.render(context.values, withTemplate: "list") ?? ""
        return page(title: context.title, body: body, request: state.request)
    }

    static func detail(_ product: ProductDetailViewData) -> String {
        let context: [String: Any] = [
            "name": product.name,
            "summary": product.summary,
            "price": product.price,
            "stock": product.stock,
            "soldOut": !product.isAvailable,
            "categoryName": product.categoryName,
            "categoryURL": WebRoutes.path(for: product.categoryRoute),
            "link": DeepLink.link(for: .productDetail(id: product.id)),
            "editURL": EditorPaths.edit(product.id),
            "deleteURL": EditorPaths.delete(product.id),
        ]
        return page(title: product.name, body: library.render(context, withTemplate: "detail") ?? "")
    }

    static func categories(_ state: CategoryListState) -> String {
        var context: [String: Any] = ["title": "Categories"]
        switch state.content {
        case .loaded(let list), .loading(previous: let list?):
            context["totalLabel"] = list.totalLabel
            context["hasRows"] = true
            context["rows"] = list.rows.map { row -> [String: Any] in
                ["name": row.name, "countLabel": row.productCountLabel, "url": WebRoutes.path(for: row.route)]
            }
        case .empty(let empty):
            context["empty"] = ["title": empty.title, "message": empty.message]
        case .idle, .loading, .failed:
            break
        }
        return page(title: "Categories", body: library.render(context, withTemplate: "categories") ?? "")
    }

    static func message(title: String, message: String, kind: String, request: ProductListRequest = ProductListRequest()) -> String {
        let context: [String: Any] = ["title": title, "message": message, "kind": kind]
        return page(title: title, body: library.render(context, withTemplate: "message") ?? "", request: request)
    }

    static func error(_ error: ErrorViewData, request: ProductListRequest = ProductListRequest()) -> String {
        message(title: error.title, message: error.message, kind: error.kind.rawValue, request: request)
    }

    static func notFound(path: String) -> String {
        message(title: "Page not found", message: "Nothing lives at \(path).", kind: "notFound")
    }
}
