/// The pages' Mustache templates. `{{value}}` escapes HTML; only `{{{body}}}`, which
/// holds a page already rendered (and so escaped), is inserted raw.
enum Templates {
    static let layout = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{title}} · Catalog</title>
        <link rel="stylesheet" href="/static/catalog.css">
        </head>
        <body>
        <header class="top">
          <a class="brand" href="/">Catalog</a>
          {{! sample:begin }}
          <a class="nav" href="/categories">Categories</a>
          {{! sample:end }}
          {{! scaffold:nav }}
          {{! sample:begin }}
          <form class="search" action="/products" method="get" role="search">
            <input type="search" name="search" value="{{searchText}}" placeholder="Search products" aria-label="Search products">
            {{#category}}<input type="hidden" name="category" value="{{category}}">{{/category}}
            <button type="submit">Search</button>
          </form>
          {{! sample:end }}
        </header>
        <main>
        {{{body}}}
        </main>
        </body>
        </html>
        """

    static let home = """
        <section class="home">
          <h1>{{title}}</h1>
          {{#emptyMessage}}<div class="notice"><p>{{.}}</p></div>{{/emptyMessage}}
          <ul class="sections">
            {{#sections}}<li><a href="{{url}}">{{title}}</a></li>{{/sections}}
          </ul>
        </section>
        """

    // sample:begin
    static let list = """
        <section class="list">
          <div class="list-head">
            <h1>{{title}}</h1>
            <p class="count">{{totalLabel}} · <a href="/products/new">New product</a></p>
          </div>
          {{#hasCategoryFilter}}
          <nav class="category-filter" aria-label="Categories">
            {{#categoryFilter}}{{#selected}}<strong class="chip current">{{name}}</strong>{{/selected}}{{^selected}}<a class="chip" href="{{url}}" title="{{countLabel}}">{{name}}</a>{{/selected}}{{/categoryFilter}}
          </nav>
          {{/hasCategoryFilter}}
          <nav class="filters" aria-label="Filter and sort">
            {{#category}}<a class="chip" href="{{clearCategoryURL}}" title="Show every category">{{categoryLabel}} ✕</a>{{/category}}
            <span class="sort-label">Sort:</span>
            {{#sortOptions}}{{#selected}}<strong class="sort current">{{title}}</strong>{{/selected}}{{^selected}}<a class="sort" href="{{url}}">{{title}}</a>{{/selected}}{{/sortOptions}}
          </nav>
          {{#hasRows}}
          <ul class="products">
            {{#rows}}
            <li class="product{{#soldOut}} sold-out{{/soldOut}}">
              <a class="name" href="{{url}}">{{name}}</a>
              <span class="price">{{price}}</span>
              <span class="stock">{{stock}}</span>
              <a class="category" href="{{categoryURL}}">{{categoryName}}</a>
            </li>
            {{/rows}}
          </ul>
          <nav class="pages" aria-label="Pages">
            {{#previousURL}}<a rel="prev" href="{{previousURL}}">← Previous</a>{{/previousURL}}
            <span>{{pageLabel}}</span>
            {{#nextURL}}<a rel="next" href="{{nextURL}}">Next →</a>{{/nextURL}}
          </nav>
          {{/hasRows}}
          {{#empty}}
          <div class="notice"><h2>{{title}}</h2><p>{{message}}</p></div>
          {{/empty}}
        </section>
        """

    static let detail = """
        <article class="detail">
          <p class="crumbs"><a href="/products">All products</a> › <a href="{{categoryURL}}">{{categoryName}}</a></p>
          <h1>{{name}}</h1>
          <p class="summary">{{summary}}</p>
          <dl>
            <dt>Price</dt><dd class="price">{{price}}</dd>
            <dt>Stock</dt><dd class="stock{{#soldOut}} sold-out{{/soldOut}}">{{stock}}</dd>
            <dt>Category</dt><dd><a href="{{categoryURL}}">{{categoryName}}</a></dd>
            <dt>Link</dt><dd><code>{{link}}</code></dd>
          </dl>
          <p class="actions"><a href="{{editURL}}">Edit</a> <a class="danger" href="{{deleteURL}}">Delete</a></p>
        </article>
        """

    static let categories = """
        <section class="categories">
          <div class="list-head">
            <h1>Categories</h1>
            <p class="count">{{totalLabel}}</p>
          </div>
          {{#hasRows}}
          <ul class="category-list">
            {{#rows}}
            <li><a class="name" href="{{url}}">{{name}}</a> <span class="count">{{countLabel}}</span></li>
            {{/rows}}
          </ul>
          {{/hasRows}}
          {{#empty}}
          <div class="notice"><h2>{{title}}</h2><p>{{message}}</p></div>
          {{/empty}}
        </section>
        """
    // sample:end

    static let message = """
        <div class="notice {{kind}}">
          <h1>{{title}}</h1>
          <p>{{message}}</p>
          {{! sample:begin }}
          <p><a href="/products">Back to all products</a></p>
          {{! sample:end }}
        </div>
        """
}
