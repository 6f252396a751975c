import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Signing in to edit: the token, the session cookie, the form tokens")
struct SignInPageTests {
    static let token = "page-token-0123456789"

    @Test("An editing page sends a browser to sign in, then back to where it was going")
    func signInAndReturn() async throws {
        let (away, wrong, right, cookie, after) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            let away = try await browser.get("/products/1/edit")
            try await browser.get(try #require(away.headers[.location]))
            let wrong = try await browser.post("/login", [("token", "guess"), ("next", "/products/1/edit")])
            let right = try await browser.post("/login", [("token", Self.token), ("next", "/products/1/edit")])
            let cookie = right.headers[values: .setCookie].first { $0.hasPrefix("session=") }
            return (away, wrong, right, cookie, try await browser.get("/products/1/edit"))
        }
        #expect(away.status == .seeOther && away.headers[.location] == "/login?next=%2Fproducts%2F1%2Fedit")
        #expect(wrong.status == .unauthorized && text(wrong).contains("That is not this server&#39;s token"))
        #expect(wrong.headers[values: .setCookie].allSatisfy { !$0.hasPrefix("session=") })
        #expect(right.status == .seeOther && right.headers[.location] == "/products/1/edit")
        let attributes = try #require(cookie).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(attributes.contains("HttpOnly") && attributes.contains("SameSite=Lax") && attributes.contains("Path=/"))
        #expect(after.status == .ok && text(after).contains(#"value="Brass Desk Lamp""#))
    }

    @Test("A form that is not the form (a nested key where a field should be, a field given twice) is a 400 page with the request's id, not a bare 500",
          arguments: ["/login", "/products/1/edit"], [[("token[a]", "b"), ("name[x]", "y")], [("token", "a"), ("name", "b"), ("token", "c"), ("name", "d")]])
    func unreadableForm(path: String, fields: [(String, String)]) async throws {
        let answer = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            try await browser.get("/login")
            if path != "/login" { try await browser.post("/login", [("token", Self.token)]) }
            try await browser.get(path)
            return try await browser.post(path, fields)
        }
        #expect(answer.status == .badRequest)
        #expect(text(answer).contains("The form that was sent could not be read."))
        #expect(answer.headers[.init("X-Request-ID")!] != nil)
    }

    @Test("A sign-in form given twice is the same 400 page where no token is set, and no form token is asked for")
    func unreadableFormWithoutToken() async throws {
        let answer = try await withRouter { client in
            var browser = TestBrowser(client)
            try await browser.get("/login")
            return try await browser.post("/login", [("token", "a"), ("token", "b")], csrf: .some(nil))
        }
        #expect(answer.status == .badRequest)
        #expect(text(answer).contains("The form that was sent could not be read."))
        #expect(answer.headers[.init("X-Request-ID")!] != nil)
    }

    @Test("A sign-in returns only to an address on this site")
    func noOpenRedirect() async throws {
        let locations = try await withRouter(writeToken: Self.token) { client in
            var locations: [String?] = []
            for next in ["https://evil.example/", "//evil.example/", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/ /evil.example", "/products?search=x\\y", "/products?search=lamp&page=2"] {
                var browser = TestBrowser(client)
                try await browser.get("/login")
                locations.append(try await browser.post("/login", [("token", Self.token), ("next", next)]).headers[.location])
            }
            return locations
        }
        #expect(locations == ["/", "/", "/", "/", "/", "/", "/", "/products?search=lamp&page=2"])
    }

    @Test("A guessed, altered, ended or replaced session id does not sign anyone in")
    func forgedSession() async throws {
        let answers = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let first = try #require(browser.cookies["session"])
            _ = try await browser.signIn(token: Self.token) // signing in again starts a new session
            let second = try #require(browser.cookies["session"])
            let altered = (second.first == "A" ? "B" : "A") + second.dropFirst()
            var answers: [HTTPResponse.Status] = []
            for value in [second, first, altered, "c2Vzc2lvbg", ""] {
                let response = try await client.execute(uri: "/products/new", method: .get, headers: [.cookie: "session=\(value)"])
                answers.append(response.status)
            }
            try await browser.get("/products/new") // a page of the current session, with its form token
            #expect(try await browser.post("/logout", []).status == .seeOther)
            // A copy of the cookie kept from before the sign-out (a stolen one) is worth nothing now.
            answers.append(try await client.execute(uri: "/products/new", method: .get, headers: [.cookie: "session=\(second)"]).status)
            return answers
        }
        #expect(answers == [.ok, .seeOther, .seeOther, .seeOther, .seeOther, .seeOther])
    }

    @Test("A form token of the attacker's own, with its nonce cookie, beside a signed-in browser's session is refused")
    func tokenBoundToSession() async throws {
        let (status, name) = try await withRouter(writeToken: Self.token) { client in
            var victim = TestBrowser(client)
            _ = try await victim.signIn(token: Self.token)
            var attacker = TestBrowser(client)
            try await attacker.get("/login")
            let nonce = try #require(attacker.cookies["form_token"])
            let session = try #require(victim.cookies["session"])
            let fields = [("name", "Forged"), ("summary", ""), ("price", "1.00"), ("currency", "USD"), ("category", "lighting"),
                          ("stock", "1"), ("version", "1"), ("csrf", try #require(attacker.formToken))]
            let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
            let posted = try await client.execute(
                uri: "/products/1/edit", method: .post,
                headers: [.cookie: "session=\(session); form_token=\(nonce)", .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: body)
            )
            return (posted.status, text(try await client.execute(uri: "/products/1", method: .get)))
        }
        #expect(status == .forbidden)
        #expect(!name.contains("Forged"))
    }

    @Test("A form without this browser's token is refused before it changes anything")
    func crossSiteForms() async throws {
        let (missing, foreign, signInWithout, name) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/products/1/edit")
            let fields = [("name", "Forged"), ("summary", ""), ("price", "1.00"), ("currency", "USD"), ("category", "lighting"), ("stock", "1"), ("version", "1")]
            let missing = try await browser.post("/products/1/edit", fields, csrf: .some(nil))
            var other = TestBrowser(client)
            try await other.get("/login")
            let foreign = try await browser.post("/products/1/edit", fields, csrf: other.formToken)
            var stranger = TestBrowser(client)
            try await stranger.get("/login")
            let signInWithout = try await stranger.post("/login", [("token", Self.token)], csrf: .some(nil))
            return (missing.status, foreign.status, signInWithout.status, text(try await client.execute(uri: "/products/1", method: .get)))
        }
        #expect(missing == .forbidden && foreign == .forbidden && signInWithout == .forbidden)
        #expect(name.contains("Brass Desk Lamp") && !name.contains("Forged"))
    }

    @Test("Every editing form is refused without a sign-in, even with a valid form token, and changes nothing")
    func writesNeedSignIn() async throws {
        let (statuses, list) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            try await browser.get("/login") // a form token, but no session
            let product = [("name", "Sneaky"), ("summary", ""), ("price", "1.00"), ("currency", "USD"), ("category", "lighting"), ("stock", "1")]
            var statuses: [HTTPResponse.Status] = []
            for (uri, fields) in [("/products/new", product), ("/products/1/edit", product + [("version", "1")]), ("/products/2/delete", [("version", "1")])] {
                statuses.append(try await browser.post(uri, fields).status)
            }
            return (statuses, text(try await client.execute(uri: "/products?sort=name&page-size=100", method: .get)))
        }
        #expect(statuses == [.unauthorized, .unauthorized, .unauthorized])
        #expect(!list.contains("Sneaky") && list.contains("Brass Desk Lamp") && list.contains("Brass Floor Lamp"))
    }

    @Test("Signing out drops the session")
    func signOut() async throws {
        let (out, after) = try await withRouter(writeToken: Self.token) { client in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get("/products/new")
            let out = try await browser.post("/logout", [])
            return (out, try await browser.get("/products/new"))
        }
        #expect(out.status == .seeOther && out.headers[values: .setCookie].contains { $0.hasPrefix("session=;") && $0.contains("Max-Age=0") })
        #expect(after.status == .seeOther)
    }

    @Test("A server started without a token says that it takes no edits")
    func noToken() async throws {
        let (signIn, editor) = try await withRouter { client in
            (try await client.execute(uri: "/login", method: .get), try await client.execute(uri: "/products/new", method: .get))
        }
        #expect(signIn.status == .forbidden && editor.status == .forbidden)
        #expect(text(editor).contains("This server takes no edits: it was started without --token or CATALOG_TOKEN."))
    }
}
