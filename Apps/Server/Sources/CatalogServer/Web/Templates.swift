import Presentation

/// The pages' markup, as functions of what each page shows. Every value is interpolated
/// into `HTML`, which escapes it; only markup made here goes in as it is.
enum Templates {
    static func layout(title: String, body: HTML, header: HTML) -> HTML {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) · Catalog</title>
        <link rel="stylesheet" href="/static/style.css">
        </head>
        <body>
        <header class="top">
          <a class="brand" href="/">Catalog</a>
          \(navigation)
          \(header)
        </header>
        <main>
        \(body)
        </main>
        </body>
        </html>
        """
    }

    /// The header's links: the way into each feature that home lists.
    static let navigation: [HTML] = HomeViewData.standard.sections.map { section in
        "<a class=\"nav\" href=\"\(WebRoutes.path(for: section.route))\">\(section.title)</a>"
    }

    /// What the header holds besides its links when a page adds nothing of its own.
    static let standardHeader: [HTML] = [
        // sample:begin
        searchBox(ProductSelection()),
        // sample:end
    ]

    static func home(_ home: HomeViewData) -> HTML {
        """
        <section class="home">
          <h1>\(home.title)</h1>
          \(home.emptyMessage.map { message -> HTML in #"<div class="notice"><p>\#(message)</p></div>"# })
          <ul class="sections">
            \(home.sections.map { section -> HTML in "<li><a href=\"\(WebRoutes.path(for: section.route))\">\(section.title)</a></li>" })
          </ul>
        </section>
        """
    }

    static func message(title: String, message: String, kind: String) -> HTML {
        """
        <div class="notice \(kind)">
          <h1>\(title)</h1>
          <p>\(message)</p>
          \(messageLinks)
        </div>
        """
    }

    /// The links under a message: where to go on from it.
    static let messageLinks: [HTML] = [
        // sample:begin
        #"<p><a href="/products">Back to all products</a></p>"#,
        // sample:end
    ]

    /// A notice for an empty list: what is empty, and what to do.
    static func emptyNotice(_ empty: EmptyViewData) -> HTML {
        #"<div class="notice"><h2>\#(empty.title)</h2><p>\#(empty.message)</p></div>"#
    }

    /// A field's value, as a link to the item it refers to when `route` is one.
    static func value(_ text: String, linkedTo route: Route?) -> HTML {
        guard let route else { return "\(text)" }
        return #"<a href="\#(WebRoutes.path(for: route))">\#(text)</a>"#
    }

    /// The links to the pages either side of a list's page, and where it sits.
    static func pager(_ paging: PagingViewData) -> HTML {
        """
        <nav class="pages" aria-label="Pages">
            \(paging.previous.map { route -> HTML in #"<a rel="prev" href="\#(WebRoutes.path(for: route))">← Previous</a>"# })
            <span>\(paging.pageLabel)</span>
            \(paging.next.map { route -> HTML in #"<a rel="next" href="\#(WebRoutes.path(for: route))">Next →</a>"# })
          </nav>
        """
    }
}
