@testable import CatalogServer
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@Suite("HTML pages")
struct WebPageTests {
    @Test("The list page shows a page of products with paging and sort links")
    func list() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/products", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            let html = text(response)
            #expect(html.contains("<h1>All products</h1>"))
            #expect(html.components(separatedBy: "<li class=\"product").count - 1 == 20)
            #expect(html.contains("<span>Page 1 of 3</span>"))
            #expect(html.contains("<a rel=\"next\" href=\"/products?page=2\">"))
            #expect(!html.contains("rel=\"prev\""))
            #expect(html.contains("<a class=\"sort\" href=\"/products?sort=price-asc\">Price: low to high</a>"))
            #expect(html.contains("<a class=\"name\" href=\"/products/1\">Brass Desk Lamp</a>"))
        }
    }

    @Test("Search, category and page come from the query, and links keep them")
    func searchAndFilter() async throws {
        try await withRouter { client in
            let html = text(try await client.execute(uri: "/products?search=lamp&category=lighting&page=2", method: .get))
            #expect(html.contains("<h1>Results for “lamp” in Lighting</h1>"))
            #expect(html.contains("value=\"lamp\""))
            #expect(html.contains("<input type=\"hidden\" name=\"category\" value=\"lighting\">"))
            #expect(html.contains("<span>Page 2 of 2</span>"))
            #expect(html.contains("<a rel=\"prev\" href=\"/products?search=lamp&amp;category=lighting\">"))
            #expect(html.contains("<a class=\"chip\" href=\"/products?search=lamp\""))
        }
    }

    @Test("Each row links to its own category's list, on a page of several categories")
    func rowCategoryLinks() async throws {
        try await withRouter { client in
            let html = text(try await client.execute(uri: "/products?page-size=50", method: .get))
            let links = html.matches(of: #/<a class="category" href="/products\?category=([a-z-]+)">([^<]+)</a>/#)
            #expect(links.count == html.components(separatedBy: "<li class=\"product").count - 1)
            #expect(Set(links.map { String($0.output.1) }).count >= 3)
            for link in links {
                #expect(link.output.1 == link.output.2.lowercased())
            }
        }
    }

    @Test("Nothing found is a page that says so")
    func empty() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/products?search=unicorn", method: .get)
            #expect(response.status == .ok)
            #expect(text(response).contains("No products match “unicorn”."))
            // No count to show, and no separator left dangling before the next link.
            #expect(text(response).contains(#"<p class="count"><a href="/products/new">New product</a></p>"#))
        }
    }

    @Test("A product's page shows it in full")
    func detail() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/products/1", method: .get)
            #expect(response.status == .ok)
            let html = text(response)
            #expect(html.contains("<h1>Brass Desk Lamp</h1>"))
            #expect(html.contains("<dd class=\"price\">$59.99</dd>"))
            #expect(html.contains("<a href=\"/products?category=lighting\">Lighting</a>"))
        }
    }

    @Test("Unknown products, ids and paths are 404 pages", arguments: ["/products/99999", "/products/abc", "/products/0", "/nowhere", "/products/1/reviews"])
    func notFound(path: String) async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(text(response).contains("<a href=\"/products\">Back to all products</a>"))
        }
    }

    @Test("Bad parameters are 400 pages that say what is wrong", arguments: [
        ("/products?page=0", "Page 0 does not exist"),
        ("/products?page=abc", "“abc” is not a page number; pages are whole numbers from 1."),
        ("/products?page-size=500", "A page size of 500 is out of range"),
        ("/products?sort=random", "“random” is not a sort order; use relevance, name, price-asc or price-desc."),
        ("/products?colour=red", "“colour” is not a parameter; use search, category, sort, page or page-size."),
        ("/products?search=caf%C3", "The query is not spelled right"),
        ("/categories?page=2", "“page” is not a parameter of /categories; it takes none."),
        ("/products?category=Not%20A%20Slug", "is not a category"),
    ])
    func badParameters(uri: String, message: String) async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            #expect(text(response).contains(message))
        }
    }

    @Test("Every value is HTML-escaped: names, summaries, categories and the search text")
    func escaping() async throws {
        try await withRouter(hostileContainer) { client in
            for uri in ["/products", "/products/1", "/products?search=%3Cscript%3Ealert(2)%3C/script%3E"] {
                let html = text(try await client.execute(uri: uri, method: .get))
                #expect(!html.contains("<script>"), "\(uri)")
                #expect(!html.contains("<b>lamp"), "\(uri)")
            }
            let list = text(try await client.execute(uri: "/products", method: .get))
            #expect(list.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            let detail = text(try await client.execute(uri: "/products/1", method: .get))
            #expect(detail.contains("Tom &amp; Jerry"))
            #expect(detail.contains("&quot;best&quot; &lt;b&gt;lamp&lt;/b&gt;"))
            #expect(detail.contains("Lighting &lt;3"))
        }
    }

    @Test("A store that cannot be read is a 503 page and API problem with the request's id; its reason goes to the log only")
    func unavailable() async throws {
        try await expectUnavailableStoreHidden(at: ["/products", "/products/1", "/api/v1/products", "/api/v1/products/1"])
    }
}
