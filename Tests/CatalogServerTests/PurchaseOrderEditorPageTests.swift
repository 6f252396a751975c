import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Purchase order editing pages: behind sign-in, every problem beside its field, POST then redirect")
struct PurchaseOrderEditorPageTests {
    static let token = "page-token"

    @Test("Without signing in, the editor sends the browser to sign in, and its forms are refused and change nothing")
    func signInFirst() async throws {
        let (answer, posted, after) = try await withRouter(writeToken: Self.token) { client in
            let answer = try await client.execute(uri: "/purchase-orders/new", method: .get)
            var browser = TestBrowser(client)
            try await browser.get("/login") // a form token, but no session
            var posted: [HTTPResponse.Status] = []
            for uri in ["/purchase-orders/new", "/purchase-orders/1/edit", "/purchase-orders/1/delete"] {
                posted.append(try await browser.post(uri, [("version", "1")]).status)
            }
            let after = [
                try await client.execute(uri: "/purchase-orders/1", method: .get).status,
                try await client.execute(uri: "/purchase-orders/4", method: .get).status,
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
            let form = text(try await browser.get("/purchase-orders/new"))
            let out = try await browser.post("/logout", [])
            return (form, out, try await browser.get("/purchase-orders/new"))
        }
        #expect(form.contains(#"<form class="sign-out" method="post" action="/logout">"#))
        #expect(out.status == .seeOther)
        #expect(after.status == .seeOther && after.headers[.location]?.hasPrefix("/login") == true)
    }

    @Test("An editor's address is read by the rule of every page's: its escapes decoded, and what is no id, such as +2, names no editor, as it names no purchase order")
    func editorIDs() async throws {
        let statuses = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            var statuses: [HTTPResponse.Status] = []
            for id in ["2", "%32", "+2", "0", "2x"] {
                statuses.append(try await browser.get("/purchase-orders/\(id)/edit").status)
                statuses.append(try await browser.get("/purchase-orders/\(id)").status)
            }
            return statuses
        }
        #expect(statuses == [.ok, .ok, .ok, .ok] + Array(repeating: .notFound, count: 6), "%32 is 2, escaped")
    }

    @Test("A new purchase order is saved, then the browser is sent to its page")
    func create() async throws {
        let (saved, page) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/purchase-orders/new")
            let saved = try await browser.post("/purchase-orders/new", [("supplierName", "Typed Supplier name 1"), ("orderCode", "Typed Order code 1"), ("unitCount", "7"), ("totalCost", "3.50 EUR"), ("expectedAt", "2026-03-01 10:30"), ("fullyReceived", "yes"), ("deliveryNote", "Typed Delivery note 1"), ("issuedOn", "2026-03-01"), ("shippingSpeed", "express"), ("destination", "2")])
            return (saved, text(try await browser.get(try #require(saved.headers[.location]))))
        }
        #expect(saved.status == .seeOther && saved.headers[.location] == "/purchase-orders/4")
        #expect(page.contains("href=\"/purchase-orders/4/edit\""))
        // What was typed is what was saved.
        #expect(page.contains("Typed Supplier name 1"))
        #expect(page.contains("Typed Order code 1"))
        #expect(page.contains("Typed Delivery note 1"))
    }

    @Test("The form chooses a destination among the warehouses, by heading; a form sent back keeps the one chosen")
    func destinationChoices() async throws {
        let (new, edit) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            return (text(try await browser.get("/purchase-orders/new")), text(try await browser.get("/purchase-orders/2/edit")))
        }
        #expect(new.contains("<select id=\"destination\" name=\"destination\"><option value=\"\" selected>Choose…</option><option value=\"1\">"), "\(new)")
        #expect(edit.contains("<option value=\"2\" selected>"))
    }

    @Test("A form that breaks the rules comes back with every problem beside its field, every value kept")
    func invalid() async throws {
        let answer = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/purchase-orders/new")
            return try await browser.post("/purchase-orders/new", [("supplierName", ""), ("orderCode", ""), ("unitCount", "abc"), ("totalCost", "abc"), ("expectedAt", "tomorrow"), ("fullyReceived", "maybe"), ("deliveryNote", "Bell\u{07}"), ("issuedOn", "someday"), ("shippingSpeed", "teleport"), ("destination", "nowhere")])
        }
        let html = text(answer)
        #expect(answer.status == .unprocessableContent && html.contains("Nothing was saved"))
        #expect(html.contains("id=\"supplierName-problem\""))
        #expect(html.contains("id=\"orderCode-problem\""))
        #expect(html.contains("id=\"unitCount-problem\""))
        #expect(html.contains("id=\"totalCost-problem\""))
        #expect(html.contains("id=\"expectedAt-problem\""))
        #expect(fieldValue("expectedAt", in: html) == "tomorrow")
        #expect(html.contains("id=\"fullyReceived-problem\""))
        #expect(html.contains("<input type=\"checkbox\" id=\"fullyReceived\""))
        #expect(html.contains("id=\"deliveryNote-problem\""))
        #expect(html.contains("id=\"issuedOn-problem\""))
        #expect(html.contains("<input type=\"date\" id=\"issuedOn\" name=\"issuedOn\" value=\"someday\""))
        #expect(html.contains("id=\"shippingSpeed-problem\""))
        #expect(html.contains("<select id=\"shippingSpeed\" name=\"shippingSpeed\" aria-invalid=\"true\" aria-describedby=\"shippingSpeed-problem\"><option value=\"teleport\" selected>teleport</option>"), "a value that is none of the choices is kept")
    }

    @Test("An edit over a version that moved on is a conflict that keeps what was typed; saving again saves it")
    func conflict() async throws {
        let (first, stale, again) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/purchase-orders/1/edit")
            let first = try await browser.post("/purchase-orders/1/edit", [("supplierName", "Typed Supplier name 2"), ("orderCode", "Typed Order code 2"), ("unitCount", "14"), ("totalCost", "6.50 EUR"), ("expectedAt", "2026-03-02 10:30"), ("fullyReceived", "no"), ("deliveryNote", ""), ("issuedOn", "2026-03-02"), ("shippingSpeed", "overnight"), ("destination", "3")] + [("version", "1")])
            let stale = try await browser.post("/purchase-orders/1/edit", [("supplierName", "Typed Supplier name 3"), ("orderCode", "Typed Order code 3"), ("unitCount", "21"), ("totalCost", "9.50 EUR"), ("expectedAt", "2026-03-03 10:30"), ("fullyReceived", "yes"), ("deliveryNote", "Typed Delivery note 3"), ("issuedOn", "2026-03-03"), ("shippingSpeed", "standard"), ("destination", "1")] + [("version", "1")])
            let again = try await browser.post("/purchase-orders/1/edit", [("supplierName", "Typed Supplier name 3"), ("orderCode", "Typed Order code 3"), ("unitCount", "21"), ("totalCost", "9.50 EUR"), ("expectedAt", "2026-03-03 10:30"), ("fullyReceived", "yes"), ("deliveryNote", "Typed Delivery note 3"), ("issuedOn", "2026-03-03"), ("shippingSpeed", "standard"), ("destination", "1")] + [("version", fieldValue("version", in: text(stale)) ?? "")])
            return (first, stale, again)
        }
        #expect(first.status == .seeOther)
        #expect(stale.status == .conflict && text(stale).contains("Changed by someone else"))
        // The name as saved: its first text; without one, its id.
        let saved: [String] = [
            "Typed Supplier name 2",
            "Typed Order code 2",
        ]
        #expect(text(stale).contains("<h1>Edit \(saved.first ?? "purchase order 1")</h1>"), "titled with the name as saved, not as typed")
        #expect(text(stale).contains("<dl class=\"theirs\">") && saved.allSatisfy { text(stale).contains("<dd>\($0)</dd>") }, "their values beside what was typed")
        #expect(fieldValue("supplierName", in: text(stale)) == "Typed Supplier name 3" && fieldValue("version", in: text(stale)) == "2")
        #expect(fieldValue("orderCode", in: text(stale)) == "Typed Order code 3" && fieldValue("version", in: text(stale)) == "2")
        #expect(again.status == .seeOther && again.headers[.location] == "/purchase-orders/1")
    }

    @Test("Delete asks first, then deletes over the version the page showed (none sent is none: a conflict)")
    func delete() async throws {
        let (confirmation, unnamed, stale, deleted, gone) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let confirmation = try await browser.get("/purchase-orders/2/delete")
            let unnamed = try await browser.post("/purchase-orders/2/delete", [])
            let stale = try await browser.post("/purchase-orders/2/delete", [("version", "7")])
            let deleted = try await browser.post("/purchase-orders/2/delete", [("version", "1")])
            return (confirmation, unnamed, stale, deleted, try await browser.get("/purchase-orders/2"))
        }
        #expect(confirmation.status == .ok && text(confirmation).contains("cannot be undone"))
        #expect(unnamed.status == .conflict)
        #expect(stale.status == .conflict)
        #expect(deleted.status == .seeOther && deleted.headers[.location] == "/purchase-orders")
        #expect(gone.status == .notFound)
    }
}
