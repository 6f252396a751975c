import Domain
import Presentation

/// The list and product pages as strings built in place, with the template's markup.
enum FlatHTML {
    static func list(_ page: Page<Product>, query: ProductQuery, categories: [CategorySummary]) -> String {
        let text = query.trimmedText
        let categoryName = query.category.map { slug in page.items.first?.category.name ?? slug }
        var title: String
        switch (text.isEmpty, categoryName) {
        case (true, nil): title = "All products"
        case (true, let name?): title = name
        case (false, nil): title = "Results for “\(text)”"
        case (false, let name?): title = "Results for “\(text)” in \(name)"
        }
        var notice = ""
        if page.items.isEmpty {
            if page.totalCount > 0 {
                title = "No page \(page.page)"
                notice = "Page \(page.page) is past the last page (\(page.pageCount)); go back to page \(page.pageCount)."
            } else if !text.isEmpty {
                title = "No matches"
                notice = "No products match “\(text)”\(query.category.map { " in “\($0)”" } ?? ""). Try fewer or shorter words."
            } else if let category = query.category {
                title = "No products"
                notice = "No products are in the category “\(category)”. Check the category's spelling."
            } else {
                title = "No products"
                notice = "The catalog is empty."
            }
        }
        var html = ""
        html.reserveCapacity(4_096 + page.items.count * 400)
        html += head(title: title, search: query.text, category: query.category)
        html += """
            <section class="list">
              <div class="list-head">
                <h1>\(escaped(title))</h1>
                <p class="count">\(page.items.isEmpty ? "" : ProductCountText.describe(page.totalCount) + " · ")<a href="/products/new">New product</a></p>
              </div>

            """
        if !categories.isEmpty {
            html += "  <nav class=\"category-filter\" aria-label=\"Categories\">\n    "
            for summary in categories {
                let name = escaped(summary.category.name)
                if summary.category.slug == query.category {
                    html += "<strong class=\"chip current\">\(name)</strong>"
                } else {
                    let link = url(query) { $0.category = summary.category.slug; $0.page.page = 1 }
                    html += "<a class=\"chip\" href=\"\(link)\" title=\"\(ProductCountText.describe(summary.productCount))\">\(name)</a>"
                }
            }
            html += "\n  </nav>\n"
        }
        html += "  <nav class=\"filters\" aria-label=\"Filter and sort\">\n    "
        if let categoryName {
            let link = url(query) { $0.category = nil; $0.page.page = 1 }
            html += "<a class=\"chip\" href=\"\(link)\" title=\"Show every category\">\(escaped(categoryName)) ✕</a>"
        }
        html += "\n    <span class=\"sort-label\">Sort:</span>\n    "
        for sort in ProductSort.allCases {
            let title = ProductSortOption(sort).title
            if sort == query.sort {
                html += "<strong class=\"sort current\">\(title)</strong>"
            } else {
                html += "<a class=\"sort\" href=\"\(url(query) { $0.sort = sort; $0.page.page = 1 })\">\(title)</a>"
            }
        }
        html += "\n  </nav>\n  "
        if !page.items.isEmpty {
            html += "<ul class=\"products\">\n    "
            var categoryLinks: [String: String] = [:]
            for (index, product) in page.items.enumerated() {
                let slug = product.category.slug
                let categoryLink = categoryLinks[slug] ?? url(ProductQuery(category: slug)) { _ in }
                categoryLinks[slug] = categoryLink
                html += """
                    \(index == 0 ? "" : "\n    ")<li class="product\(product.isInStock ? "" : " sold-out")">
                          <a class="name" href="/products/\(product.id.rawValue)">\(escaped(product.name))</a>
                          <span class="price">\(escaped(PriceFormatter.string(for: product.price)))</span>
                          <span class="stock">\(StockText.describe(product.stock))</span>
                          <a class="category" href="\(categoryLink)">\(escaped(product.category.name))</a>
                        </li>
                    """
            }
            html += "\n  </ul>\n  <nav class=\"pages\" aria-label=\"Pages\">\n    "
            if page.hasPreviousPage { html += "<a rel=\"prev\" href=\"\(url(query) { $0.page.page -= 1 })\">← Previous</a>" }
            html += "\n    <span>Page \(page.page) of \(page.pageCount)</span>\n    "
            if page.hasNextPage { html += "<a rel=\"next\" href=\"\(url(query) { $0.page.page += 1 })\">Next →</a>" }
            html += "\n  </nav>"
        }
        html += "\n  "
        if !notice.isEmpty {
            html += "<div class=\"notice\"><h2>\(escaped(title))</h2><p>\(escaped(notice))</p></div>"
        }
        html += "\n</section>\n" + tail
        return html
    }

    static func detail(_ product: Product) -> String {
        let categoryLink = url(ProductQuery(category: product.category.slug)) { _ in }
        let category = escaped(product.category.name)
        return head(title: product.name, search: "", category: nil) + """
            <article class="detail">
              <p class="crumbs"><a href="/products">All products</a> › <a href="\(categoryLink)">\(category)</a></p>
              <h1>\(escaped(product.name))</h1>
              <p class="summary">\(escaped(product.summary))</p>
              <dl>
                <dt>Price</dt><dd class="price">\(escaped(PriceFormatter.string(for: product.price)))</dd>
                <dt>Stock</dt><dd class="stock\(product.isInStock ? "" : " sold-out")">\(StockText.describe(product.stock))</dd>
                <dt>Category</dt><dd><a href="\(categoryLink)">\(category)</a></dd>
                <dt>Link</dt><dd><code>catalog://products/\(product.id.rawValue)</code></dd>
              </dl>
              <p class="actions"><a href="/products/\(product.id.rawValue)/edit">Edit</a> <a class="danger" href="/products/\(product.id.rawValue)/delete">Delete</a></p>
            </article>

            """ + tail
    }

    private static func head(title: String, search: String, category: String?) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title)) · Catalog</title>
        <link rel="stylesheet" href="/static/style.css">
        </head>
        <body>
        <header class="top">
          <a class="brand" href="/">Catalog</a>
          \(navigation)
          <form class="search" action="/products" method="get" role="search">
            <input type="search" name="search" value="\(escaped(search))" placeholder="Search products" aria-label="Search products">
            \(category.map { "<input type=\"hidden\" name=\"category\" value=\"\(escaped($0))\">" } ?? "")
            <button type="submit">Search</button>
          </form>
        </header>
        <main>

        """
    }

    private static let tail = "</main>\n</body>\n</html>"

    /// The header's links, one to each feature home lists, as every page of the template
    /// has them: written once, from the same list.
    private static let navigation = HomeViewData.standard.sections.map { section in
        let path = "/" + RouteAddress(section.route).segments.joined(separator: "/")
        return "<a class=\"nav\" href=\"\(escaped(path))\">\(escaped(section.title))</a>"
    }.joined()

    /// The list's address with `change` made to `query`, escaped for an attribute.
    private static func url(_ query: ProductQuery, _ change: (inout ProductQuery) -> Void) -> String {
        var changed = query
        change(&changed)
        let parameters = changed.parameters
        let path = parameters.isEmpty ? "/products" : "/products?" + QueryString.spelled(parameters)
        return escaped(path)
    }

    private static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
