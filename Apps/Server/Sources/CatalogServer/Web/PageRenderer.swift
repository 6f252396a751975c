import Presentation

/// Renders pages from Presentation's view data: a page body inside the layout.
enum PageRenderer {
    /// `body` inside the layout; `header` is what the page puts in the header besides its
    /// links (the list's search box, say), the standard header when it says nothing.
    static func page(title: String, body: HTML, header: HTML? = nil) -> HTML {
        Templates.layout(title: title, body: body, header: header ?? HTML(Templates.standardHeader))
    }

    static func message(title: String, message: String, kind: String, header: HTML? = nil) -> HTML {
        page(title: title, body: Templates.message(title: title, message: message, kind: kind), header: header)
    }

    static func error(_ error: ErrorViewData, header: HTML? = nil) -> HTML {
        message(title: error.title, message: error.message, kind: error.kind.rawValue, header: header)
    }

    static func home(_ home: HomeViewData) -> HTML {
        page(title: home.title, body: Templates.home(home))
    }

    static func notFound(path: String) -> HTML {
        message(title: "Page not found", message: "Nothing lives at \(path).", kind: "notFound")
    }
}
