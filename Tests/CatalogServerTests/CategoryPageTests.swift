import APIContract
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Categories: the page, the list page's filter and the API")
struct CategoryPageTests {
    @Test("/categories lists every category with its count, each linking to its products")
    func page() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/categories", method: .get)
            #expect(response.status == .ok)
            let html = text(response)
            #expect(html.contains("<h1>Categories</h1>") && html.contains("<p class=\"count\">3 categories</p>"))
            #expect(html.contains("<a class=\"name\" href=\"/products?category=garden\">Garden</a> <span class=\"count\">15 products</span>"))
            let names = ["Garden", "Kitchen", "Lighting"].map { html.range(of: ">\($0)</a> <span")?.lowerBound }
            #expect(names.allSatisfy { $0 != nil } && names == names.sorted { $0! < $1! }, "ordered by name")
        }
    }

    @Test("A catalog that cannot be read is a 503 categories page")
    func unavailable() async throws {
        try await withRouter(.mock(.init(fails: true))) { client in
            let response = try await client.execute(uri: "/categories", method: .get)
            #expect(response.status == .serviceUnavailable && text(response).contains("The data cannot be read right now"))
        }
    }

    @Test("The list page offers every category as a filter, the current one marked, and keeps the search")
    func filter() async throws {
        try await withRouter { client in
            let all = text(try await client.execute(uri: "/products", method: .get))
            #expect(all.contains("<nav class=\"category-filter\" aria-label=\"Categories\">"))
            #expect(all.contains("<a class=\"chip\" href=\"/products?category=kitchen\" title=\"15 products\">Kitchen</a>"))
            let lamps = text(try await client.execute(uri: "/products?search=lamp&category=lighting&page=2", method: .get))
            #expect(lamps.contains("<strong class=\"chip current\">Lighting</strong>"))
            #expect(lamps.contains("<a class=\"chip\" href=\"/products?search=lamp&amp;category=garden\" title=\"15 products\">Garden</a>"))
        }
    }

    @Test("/api/v1/categories answers with every category and count")
    func api() async throws {
        try await withRouter { client in
            let response = try await client.execute(uri: "/api/v1/categories", method: .get)
            #expect(response.status == .ok)
            let list = try JSONDecoder().decode(Components.Schemas.CategoryList.self, from: Data(text(response).utf8))
            #expect(list == Components.Schemas.CategoryList(categories: [
                .init(slug: "garden", name: "Garden", productCount: 15),
                .init(slug: "kitchen", name: "Kitchen", productCount: 15),
                .init(slug: "lighting", name: "Lighting", productCount: 30),
            ]))
            #expect(text(response).hasPrefix("{\"categories\":[{\"name\":\"Garden\",\"productCount\":15,\"slug\":\"garden\"}"), "keys in a fixed order")
        }
    }
}
