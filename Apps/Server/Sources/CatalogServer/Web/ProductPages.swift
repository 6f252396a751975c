import Composition
import Presentation

// The product pages, `/products` and `/products/ID`, drawn from the same view data as every app.
extension ProductListViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        async let categories = Self.loadedCategories(context.screens)
        await load()
        try content.throwingFailure(header: Templates.searchBox(selection))
        let filter = await categories
        return HTMLPage(html: PageRenderer.list(state, categories: filter.viewData), partial: filter.isFailure)
    }

    /// The categories for the list page's filter. When they cannot be read the list is
    /// still worth showing without them, as a partial page.
    private static func loadedCategories(_ screens: ScreenFactory) async -> LoadState<CategoryListViewData> {
        let categories = screens.categoryList()
        await categories.load()
        return categories.content
    }
}

extension ProductDetailViewModel: WebScreen {
    func page(_ context: PageContext) async throws(PageError) -> HTMLPage {
        await load()
        return HTMLPage(html: PageRenderer.detail(try content.loaded(at: context.path)))
    }
}

extension PageRenderer {
    static func list(_ state: ProductListState, categories: CategoryListViewData?) -> HTML {
        let context = ListPageContext(state: state, categories: categories)
        return page(title: context.title, body: Templates.list(context), header: Templates.searchBox(state.selection))
    }

    static func detail(_ product: ProductDetailViewData) -> HTML {
        page(title: product.name, body: Templates.detail(product))
    }
}

extension Templates {
    /// The header's search form, showing `selection`'s text and keeping its category.
    static func searchBox(_ selection: ProductSelection) -> HTML {
        """
        <form class="search" action="/products" method="get" role="search">
            <input type="search" name="search" value="\(selection.searchText)" placeholder="Search products" aria-label="Search products">
            \(selection.category.map { category -> HTML in #"<input type="hidden" name="category" value="\#(category)">"# })
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
          \(page.paging.map(Templates.pager))
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
          <p class="actions"><a href="/products/\(product.id)/edit">Edit</a> <a class="danger" href="/products/\(product.id)/delete">Delete</a></p>
        </article>
        """
    }
}
