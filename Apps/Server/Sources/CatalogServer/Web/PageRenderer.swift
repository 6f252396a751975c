import Mustache
import Presentation

/// Renders pages from Presentation's view data: a page body inside the layout.
enum PageRenderer {
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        // The templates are constants of this module: a syntax error in one is a bug
        // that every test of a page would show at once.
        let templates = [
            ("layout", Templates.layout), ("home", Templates.home), ("message", Templates.message), ("signIn", Templates.signIn),
            // sample:begin
            ("list", Templates.list), ("detail", Templates.detail), ("categories", Templates.categories),
            ("editor", Templates.editor), ("deleteConfirmation", Templates.deleteConfirmation),
            // sample:end
            // scaffold:page-templates
        ]
        for (name, text) in templates {
            if let template = try? MustacheTemplate(string: text) { library.register(template, named: name) }
        }
        return library
    }()

    /// `body` inside the layout; `layout` has the values of the layout's own parts (its
    /// search box, say).
    static func page(title: String, body: String, layout: [String: Any] = [:]) -> String {
        let context = layout.merging(["title": title, "body": body]) { $1 }
        return library.render(context, withTemplate: "layout") ?? body
    }

    /// `template` rendered with `values`, inside the layout.
    static func page(title: String, template: String, values: [String: Any]) -> String {
        page(title: title, body: library.render(values, withTemplate: template) ?? "")
    }

    // sample:begin
    /// The layout's search box, showing `request`'s text and keeping its category.
    static func searchBox(_ request: ProductListRequest) -> [String: Any] {
        var values: [String: Any] = ["searchText": request.searchText]
        // Mustache treats any value as present, a boxed nil too: leave absent keys out.
        if let category = request.category { values["category"] = category }
        return values
    }

    static func list(_ state: ProductListState, categories: CategoryListViewData?) -> String {
        let context = ListPageContext(state: state, categories: categories)
        let body = library.render(context.values, withTemplate: "list") ?? ""
        return page(title: context.title, body: body, layout: searchBox(state.request))
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

    // sample:end

    static func message(title: String, message: String, kind: String, layout: [String: Any] = [:]) -> String {
        let context: [String: Any] = ["title": title, "message": message, "kind": kind]
        return page(title: title, body: library.render(context, withTemplate: "message") ?? "", layout: layout)
    }

    static func error(_ error: ErrorViewData, layout: [String: Any] = [:]) -> String {
        message(title: error.title, message: error.message, kind: error.kind.rawValue, layout: layout)
    }

    static func home(_ home: HomeViewData) -> String {
        var context: [String: Any] = ["title": home.title]
        context["sections"] = home.sections.map { ["title": $0.title, "url": WebRoutes.path(for: $0.route)] }
        if let message = home.emptyMessage { context["emptyMessage"] = message }
        return page(title: home.title, body: library.render(context, withTemplate: "home") ?? "")
    }

    static func notFound(path: String) -> String {
        message(title: "Page not found", message: "Nothing lives at \(path).", kind: "notFound")
    }
}
