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
        searchBox(ProductListRequest()),
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

    // sample:begin
    /// The header's search form, showing `request`'s text and keeping its category.
    static func searchBox(_ request: ProductListRequest) -> HTML {
        """
        <form class="search" action="/products" method="get" role="search">
            <input type="search" name="search" value="\(request.searchText)" placeholder="Search products" aria-label="Search products">
            \(request.category.map { category -> HTML in #"<input type="hidden" name="category" value="\#(category)">"# })
            <button type="submit">Search</button>
          </form>
        """
    }

    static func list(_ page: ListPageContext) -> HTML {
        """
        <section class="list">
          <div class="list-head">
            <h1>\(page.title)</h1>
            <p class="count">\(page.totalLabel.isEmpty ? "" : page.totalLabel + " · ")<a href="/products/new">New product</a></p>
          </div>
          \(page.categoryFilter.isEmpty ? nil : categoryFilter(page.categoryFilter))
          <nav class="filters" aria-label="Filter and sort">
            \(page.clearCategory.map { clear -> HTML in #"<a class="chip" href="\#(clear.url)" title="Show every category">\#(clear.title) ✕</a>"# })
            <span class="sort-label">Sort:</span>
            \(page.sortOptions.map { option -> HTML in
                option.isSelected
                    ? #"<strong class="sort current">\#(option.title)</strong>"#
                    : #"<a class="sort" href="\#(option.url)">\#(option.title)</a>"#
            })
          </nav>
          \(page.rows.isEmpty ? nil : rows(page))
          \(page.empty.map(emptyNotice))
        </section>
        """
    }

    private static func categoryFilter(_ chips: [ListPageContext.Link]) -> HTML {
        """
        <nav class="category-filter" aria-label="Categories">
            \(chips.map { chip -> HTML in
                chip.isSelected
                    ? #"<strong class="chip current">\#(chip.title)</strong>"#
                    : #"<a class="chip" href="\#(chip.url)" title="\#(chip.detail)">\#(chip.title)</a>"#
            })
          </nav>
        """
    }

    private static func rows(_ page: ListPageContext) -> HTML {
        """
        <ul class="products">
            \(HTML(page.rows.map(row), separator: "\n    "))
          </ul>
          <nav class="pages" aria-label="Pages">
            \(page.previousURL.map { url -> HTML in #"<a rel="prev" href="\#(url)">← Previous</a>"# })
            <span>\(page.pageLabel)</span>
            \(page.nextURL.map { url -> HTML in #"<a rel="next" href="\#(url)">Next →</a>"# })
          </nav>
        """
    }

    private static func row(_ row: ListPageContext.Row) -> HTML {
        """
        <li class="product\(row.data.isAvailable ? "" : " sold-out")">
              <a class="name" href="\(row.url)">\(row.data.name)</a>
              <span class="price">\(row.data.price)</span>
              <span class="stock">\(row.data.stock)</span>
              <a class="category" href="\(row.categoryURL)">\(row.data.categoryName)</a>
            </li>
        """
    }

    static func detail(_ product: ProductDetailViewData) -> HTML {
        let categoryURL = WebRoutes.path(for: product.categoryRoute)
        return """
        <article class="detail">
          <p class="crumbs"><a href="/products">All products</a> › <a href="\(categoryURL)">\(product.categoryName)</a></p>
          <h1>\(product.name)</h1>
          <p class="summary">\(product.summary)</p>
          <dl>
            <dt>Price</dt><dd class="price">\(product.price)</dd>
            <dt>Stock</dt><dd class="stock\(product.isAvailable ? "" : " sold-out")">\(product.stock)</dd>
            <dt>Category</dt><dd><a href="\(categoryURL)">\(product.categoryName)</a></dd>
            <dt>Link</dt><dd><code>\(DeepLink.link(for: .productDetail(id: product.id)))</code></dd>
          </dl>
          <p class="actions"><a href="\(EditorPaths.edit(product.id))">Edit</a> <a class="danger" href="\(EditorPaths.delete(product.id))">Delete</a></p>
        </article>
        """
    }

    static func categories(_ state: CategoryListState) -> HTML {
        var list: CategoryListViewData?
        var empty: EmptyViewData?
        switch state.content {
        case .loaded(let loaded), .loading(previous: let loaded?): list = loaded
        case .empty(let state): empty = state
        case .idle, .loading, .failed: break
        }
        return """
        <section class="categories">
          <div class="list-head">
            <h1>Categories</h1>
            <p class="count">\(list?.totalLabel ?? "")</p>
          </div>
          \(list.map { list -> HTML in
            """
            <ul class="category-list">
                \(list.rows.map { row -> HTML in
                    #"<li><a class="name" href="\#(WebRoutes.path(for: row.route))">\#(row.name)</a> <span class="count">\#(row.productCountLabel)</span></li>"#
                })
              </ul>
            """
          })
          \(empty.map(emptyNotice))
        </section>
        """
    }
    // sample:end
}
