import CatalogServer
import Composition
import Hummingbird
import HummingbirdTesting
import Mocks
import Testing

@Suite("The editing pages: forms, every problem beside its field, conflicts, POST then redirect")
struct ProductEditorPageTests {
    static let token = "page-token"

    static func fields(
        name: String, price: String = "24.50", stock: String = "7", category: String = "lighting", version: String? = nil
    ) -> [(String, String)] {
        [("name", name), ("summary", "Typed by a test"), ("price", price), ("currency", "USD"), ("category", category), ("stock", stock)]
            + (version.map { [("version", $0)] } ?? [])
    }

    @Test("Without signing in, the editor sends the browser to sign in, and its forms are refused and change nothing")
    func signInFirst() async throws {
        let (answer, posted, after) = try await withRouter(writeToken: Self.token) { client in
            let answer = try await client.execute(uri: "/products/new", method: .get)
            var browser = TestBrowser(client)
            try await browser.get("/login") // a form token, but no session
            var posted: [HTTPResponse.Status] = []
            for (uri, fields) in [("/products/new", Self.fields(name: "Sneaky")), ("/products/1/edit", Self.fields(name: "Sneaky", version: "1")), ("/products/1/delete", [("version", "1")])] {
                posted.append(try await browser.post(uri, fields).status)
            }
            let after = [
                try await client.execute(uri: "/products/1", method: .get).status,
                try await client.execute(uri: "/products/61", method: .get).status,
            ]
            return (answer, posted, after)
        }
        #expect(answer.status == .seeOther && answer.headers[.location] == "/login?next=%2Fproducts%2Fnew")
        #expect(posted == [.unauthorized, .unauthorized, .unauthorized])
        #expect(after == [.ok, .notFound])
    }

    @Test("The editor's page signs the browser out: its session ends, and the editor asks for a sign-in again")
    func signOut() async throws {
        let (form, out, after) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let form = text(try await browser.get("/products/new"))
            let out = try await browser.post("/logout", [])
            return (form, out, try await browser.get("/products/new"))
        }
        #expect(form.contains(#"<form class="sign-out" method="post" action="/logout">"#))
        #expect(out.status == .seeOther)
        #expect(after.status == .seeOther && after.headers[.location]?.hasPrefix("/login") == true)
    }

    @Test("A new product is saved, then the browser is sent to its page")
    func create() async throws {
        let (form, saved, page) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let form = text(try await browser.get("/products/new"))
            let saved = try await browser.post("/products/new", Self.fields(name: "Comet Lamp"))
            return (form, saved, text(try await browser.get(try #require(saved.headers[.location]))))
        }
        #expect(form.contains(#"<select id="category" name="category">"#) && form.contains(#"<option value="lighting">Lighting</option>"#), "a category is chosen by name")
        #expect(form.contains(#"<textarea id="summary" name="summary" rows="3">"#), "the summary may run over lines")
        #expect(saved.status == .seeOther && saved.headers[.location] == "/products/61")
        #expect(page.contains("<h1>Comet Lamp</h1>") && page.contains("$24.50"))
    }

    @Test("A form that breaks the rules comes back with every problem beside its field and every value kept")
    func invalid() async throws {
        let (answer, search) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/products/new")
            let answer = try await browser.post("/products/new", Self.fields(name: "<b>Bold</b> lamp", price: "twelve", stock: "-3", category: "toys"))
            return (answer, text(try await client.execute(uri: "/products?search=bold", method: .get)))
        }
        let html = text(answer)
        #expect(answer.status == .unprocessableContent)
        #expect(html.contains("Nothing was saved"))
        #expect(fieldValue("name", in: html) == "&lt;b&gt;Bold&lt;/b&gt; lamp", "kept, and escaped")
        #expect(fieldValue("price", in: html) == "twelve" && fieldValue("stock", in: html) == "-3")
        #expect(html.contains(#"<p class="field-problem" id="price-problem">price “twelve” is not an amount; write it like 12.50</p>"#))
        #expect(html.contains(#"id="stock-problem">stock cannot be negative</p>"#))
        #expect(html.contains(#"<option value="toys" selected>toys</option>"#), "the unknown category stays chosen")
        #expect(!html.contains("category-problem"), "the category is asked for once every field can be read")
        #expect(search.contains("No products match"))
    }

    @Test("Two editors save the same product: the first wins, the second sees theirs and keeps its own")
    func conflict() async throws {
        let (first, second, retried, final) = try await withRouter(writeToken: Self.token) { client in
            var alice = TestBrowser(client)
            var bob = TestBrowser(client)
            _ = try await alice.signIn(token: Self.token)
            _ = try await bob.signIn(token: Self.token)
            let version = try #require(fieldValue("version", in: text(try await alice.get("/products/2/edit"))))
            try await bob.get("/products/2/edit")
            let first = try await alice.post("/products/2/edit", Self.fields(name: "Alice Lamp", version: version))
            let second = try await bob.post("/products/2/edit", Self.fields(name: "Bob Lamp", price: "30.00", version: version))
            let seen = try #require(fieldValue("version", in: text(second)))
            let retried = try await bob.post("/products/2/edit", Self.fields(name: "Bob Lamp", price: "30.00", version: seen))
            return (first, second, retried, text(try await client.execute(uri: "/products/2", method: .get)))
        }
        #expect(first.status == .seeOther)
        let html = text(second)
        #expect(second.status == .conflict && html.contains("Changed by someone else"))
        #expect(html.contains("<h1>Edit Alice Lamp</h1>"), "titled by the name as saved, not as typed")
        #expect(html.contains("<dd>Alice Lamp</dd>"), "their values")
        #expect(fieldValue("name", in: html) == "Bob Lamp" && fieldValue("price", in: html) == "30.00", "mine, kept")
        #expect(fieldValue("version", in: html) == "2")
        #expect(retried.status == .seeOther && final.contains("<h1>Bob Lamp</h1>"))
    }

    @Test("An edit posted without the version it showed is a conflict that keeps what was typed, never an overwrite")
    func editWithoutVersion() async throws {
        let (answer, page) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/products/2/edit")
            let answer = try await browser.post("/products/2/edit", Self.fields(name: "Versionless Lamp"))
            return (answer, text(try await client.execute(uri: "/products/2", method: .get)))
        }
        #expect(answer.status == .conflict)
        #expect(fieldValue("name", in: text(answer)) == "Versionless Lamp", "what was typed stays in the form")
        #expect(fieldValue("version", in: text(answer)) == "1", "the version to save over, once the person has seen it")
        #expect(!page.contains("Versionless Lamp"))
    }

    @Test("Delete asks first, deletes only the version it showed (none sent is none: a conflict), then sends the browser to the list")
    func delete() async throws {
        let (confirm, unnamed, stale, deleted, gone) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let confirm = try await browser.get("/products/4/delete")
            let unnamed = try await browser.post("/products/4/delete", [])
            let stale = try await browser.post("/products/4/delete", [("version", "0")])
            let version = try #require(fieldValue("version", in: text(stale)))
            let deleted = try await browser.post("/products/4/delete", [("version", version)])
            return (confirm, unnamed, stale, deleted, try await client.execute(uri: "/products/4", method: .get).status)
        }
        #expect(confirm.status == .ok && text(confirm).contains("<h1>Delete Brass Pendant Lamp?</h1>"))
        #expect(unnamed.status == .conflict && text(unnamed).contains("nothing was deleted"))
        #expect(stale.status == .conflict && text(stale).contains("nothing was deleted"))
        #expect(deleted.status == .seeOther && deleted.headers[.location] == "/products")
        #expect(gone == .notFound)
    }

    @Test("A page edit drops what the cache kept, so the next reader sees it")
    func readYourWrites() async throws {
        let cache = ResponseCache(maxAge: .seconds(60))
        let (before, after) = try await withRouter(responseCache: cache, writeToken: Self.token) { client in
            let before = text(try await client.execute(uri: "/products/3", method: .get))
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let version = try #require(fieldValue("version", in: text(try await browser.get("/products/3/edit"))))
            _ = try await browser.post("/products/3/edit", Self.fields(name: "Renamed Lamp", version: version))
            return (before, text(try await client.execute(uri: "/products/3", method: .get)))
        }
        #expect(before.contains("Brass Table Lamp") && after.contains("Renamed Lamp"))
    }

    @Test("An id no product has is 404 on the editing pages too")
    func unknownProduct() async throws {
        let statuses = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            return [try await browser.get("/products/999/edit").status, try await browser.get("/products/abc/delete").status]
        }
        #expect(statuses == [.notFound, .notFound])
    }
}
