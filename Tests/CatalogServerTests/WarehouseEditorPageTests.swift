import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Warehouse editing pages: behind sign-in, every problem beside its field, POST then redirect")
struct WarehouseEditorPageTests {
    static let token = "page-token"

    @Test("Without signing in, the editor sends the browser to sign in, and its forms are refused and change nothing")
    func signInFirst() async throws {
        let (answer, posted, after) = try await withRouter(writeToken: Self.token) { client in
            let answer = try await client.execute(uri: "/warehouses/new", method: .get)
            var browser = TestBrowser(client)
            try await browser.get("/login") // a form token, but no session
            var posted: [HTTPResponse.Status] = []
            for uri in ["/warehouses/new", "/warehouses/1/edit", "/warehouses/1/delete"] {
                posted.append(try await browser.post(uri, [("version", "1")]).status)
            }
            let after = [
                try await client.execute(uri: "/warehouses/1", method: .get).status,
                try await client.execute(uri: "/warehouses/4", method: .get).status,
            ]
            return (answer, posted, after)
        }
        #expect(answer.status == .seeOther && answer.headers[.location]?.hasPrefix("/login") == true)
        #expect(posted == [.unauthorized, .unauthorized, .unauthorized])
        #expect(after == [.ok, .notFound])
    }

    @Test("The editor's page signs the browser out: its session ends, and the editor asks for a sign-in again")
    func signOut() async throws {
        let (form, out, after) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let form = text(try await browser.get("/warehouses/new"))
            let out = try await browser.post("/logout", [])
            return (form, out, try await browser.get("/warehouses/new"))
        }
        #expect(form.contains(#"<form class="sign-out" method="post" action="/logout">"#))
        #expect(out.status == .seeOther)
        #expect(after.status == .seeOther && after.headers[.location]?.hasPrefix("/login") == true)
    }

    @Test("An editor's address is read by the rule of every page's: its escapes decoded, and what is no id, such as +2, names no editor, as it names no warehouse")
    func editorIDs() async throws {
        let statuses = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            var statuses: [HTTPResponse.Status] = []
            for id in ["2", "%32", "+2", "0", "2x"] {
                statuses.append(try await browser.get("/warehouses/\(id)/edit").status)
                statuses.append(try await browser.get("/warehouses/\(id)").status)
            }
            return statuses
        }
        #expect(statuses == [.ok, .ok, .ok, .ok] + Array(repeating: .notFound, count: 6), "%32 is 2, escaped")
    }

    @Test("A new warehouse is saved, then the browser is sent to its page")
    func create() async throws {
        let (saved, page) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/warehouses/new")
            let saved = try await browser.post("/warehouses/new", [("name", "Typed Name 1")])
            return (saved, text(try await browser.get(try #require(saved.headers[.location]))))
        }
        #expect(saved.status == .seeOther && saved.headers[.location] == "/warehouses/4")
        #expect(page.contains("href=\"/warehouses/4/edit\""))
        // What was typed is what was saved.
        #expect(page.contains("Typed Name 1"))
    }


    @Test("A form that breaks the rules comes back with every problem beside its field, every value kept")
    func invalid() async throws {
        let answer = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/warehouses/new")
            return try await browser.post("/warehouses/new", [("name", "")])
        }
        let html = text(answer)
        #expect(answer.status == .unprocessableContent && html.contains("Nothing was saved"))
        #expect(html.contains("id=\"name-problem\""))
    }

    @Test("An edit over a version that moved on is a conflict that keeps what was typed; saving again saves it")
    func conflict() async throws {
        let (first, stale, again) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/warehouses/1/edit")
            let first = try await browser.post("/warehouses/1/edit", [("name", "Typed Name 2")] + [("version", "1")])
            let stale = try await browser.post("/warehouses/1/edit", [("name", "Typed Name 3")] + [("version", "1")])
            let again = try await browser.post("/warehouses/1/edit", [("name", "Typed Name 3")] + [("version", fieldValue("version", in: text(stale)) ?? "")])
            return (first, stale, again)
        }
        #expect(first.status == .seeOther)
        #expect(stale.status == .conflict && text(stale).contains("Changed by someone else"))
        // The name as saved: its first text; without one, its id.
        let saved: [String] = [
            "Typed Name 2",
        ]
        #expect(text(stale).contains("<h1>Edit \(saved.first ?? "warehouse 1")</h1>"), "titled with the name as saved, not as typed")
        #expect(text(stale).contains("<dl class=\"theirs\">") && saved.allSatisfy { text(stale).contains("<dd>\($0)</dd>") }, "their values beside what was typed")
        #expect(fieldValue("name", in: text(stale)) == "Typed Name 3" && fieldValue("version", in: text(stale)) == "2")
        #expect(again.status == .seeOther && again.headers[.location] == "/warehouses/1")
    }

    @Test("Delete asks first, then deletes over the version the page showed (none sent is none: a conflict)")
    func delete() async throws {
        let (confirmation, unnamed, stale, deleted, gone) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let confirmation = try await browser.get("/warehouses/2/delete")
            let unnamed = try await browser.post("/warehouses/2/delete", [])
            let stale = try await browser.post("/warehouses/2/delete", [("version", "7")])
            let deleted = try await browser.post("/warehouses/2/delete", [("version", "1")])
            return (confirmation, unnamed, stale, deleted, try await browser.get("/warehouses/2"))
        }
        #expect(confirmation.status == .ok && text(confirmation).contains("cannot be undone"))
        #expect(unnamed.status == .conflict)
        #expect(stale.status == .conflict)
        #expect(deleted.status == .seeOther && deleted.headers[.location] == "/warehouses")
        #expect(gone.status == .notFound)
    }
}
