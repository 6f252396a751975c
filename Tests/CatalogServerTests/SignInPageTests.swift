@testable import CatalogServer
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// The guards every editing page stands behind, on the app's router with one editing page
/// of the test's own (`GuardedPage`), so that they are tested whatever features the
/// product has: the sign-in, the session, the form tokens.
@Suite("Signing in to edit: the token, the session cookie, the form tokens")
struct SignInPageTests {
    static let token = "page-token-0123456789"
    static let page = GuardedPage.path

    @Test("An editing page sends a browser to sign in, then back to where it was going; a form shown again is kept by no cache")
    func signInAndReturn() async throws {
        let (away, wrong, right, cookie, after) = try await GuardedPage.serve(writeToken: Self.token) { client, _ in
            var browser = TestBrowser(client)
            let away = try await browser.get(Self.page)
            try await browser.get(try #require(away.headers[.location]))
            let wrong = try await browser.post("/login", [("token", "guess"), ("next", Self.page)])
            let right = try await browser.post("/login", [("token", Self.token), ("next", Self.page)])
            let cookie = right.headers[values: .setCookie].first { $0.hasPrefix("session=") }
            return (away, wrong, right, cookie, try await browser.get(Self.page))
        }
        #expect(away.status == .seeOther && away.headers[.location] == "/login?next=%2Fprivate")
        #expect(wrong.status == .unauthorized && text(wrong).contains("That is not this server&#39;s token"))
        #expect(wrong.headers[values: .setCookie].allSatisfy { !$0.hasPrefix("session=") })
        #expect(!text(wrong).contains("--token") && !text(wrong).contains("CATALOG_TOKEN"), "how the server was started is its operator's to know")
        // The sign-in form shown again carries its token: no cache may keep it.
        #expect(wrong.headers[.cacheControl] == "no-store")
        #expect(right.status == .seeOther && right.headers[.location] == Self.page)
        let attributes = try #require(cookie).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(attributes.contains("HttpOnly") && attributes.contains("SameSite=Lax") && attributes.contains("Path=/"))
        #expect(after.status == .ok && text(after).contains(GuardedPage.text))
    }

    @Test("A form that is not the form (a nested key where a field should be, a field given twice) is a 400 page with the request's id, not a bare 500",
          arguments: ["/login", page], [[("token[a]", "b"), ("name[x]", "y")], [("token", "a"), ("name", "b"), ("token", "c"), ("name", "d")]])
    func unreadableForm(path: String, fields: [(String, String)]) async throws {
        let (answer, accepted) = try await GuardedPage.serve(writeToken: Self.token) { client, accepted in
            var browser = TestBrowser(client)
            try await browser.get("/login")
            if path != "/login" { try await browser.post("/login", [("token", Self.token)]) }
            try await browser.get(path)
            return (try await browser.post(path, fields), accepted())
        }
        #expect(answer.status == .badRequest)
        #expect(text(answer).contains("The form that was sent could not be read."))
        #expect(answer.headers[.init("X-Request-ID")!] != nil)
        #expect(accepted == 0)
    }

    @Test("A form over 64 KiB is a 413 page with the request's id, not a failure of the server's, and is not taken", arguments: ["/login", page])
    func formTooLarge(path: String) async throws {
        let (answer, accepted) = try await GuardedPage.serve(writeToken: Self.token) { client, accepted in
            var browser = TestBrowser(client)
            try await browser.get("/login")
            if path != "/login" { try await browser.post("/login", [("token", Self.token)]) }
            try await browser.get(path)
            return (try await browser.post(path, [("token", Self.token), ("name", String(repeating: "x", count: 70_000))]), accepted())
        }
        #expect(answer.status == .contentTooLarge)
        #expect(text(answer).contains("The form that was sent is larger than 65536 bytes."))
        #expect(answer.headers[.init("X-Request-ID")!] != nil)
        #expect(accepted == 0)
    }

    @Test("A sign-in form given twice is the same 400 page where no token is set, and no form token is asked for")
    func unreadableFormWithoutToken() async throws {
        let answer = try await GuardedPage.serve(writeToken: nil) { client, _ in
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
        let locations = try await GuardedPage.serve(writeToken: Self.token) { client, _ in
            var locations: [String?] = []
            for next in ["https://evil.example/", "//evil.example/", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/ /evil.example", "/private?q=x\\y", "/private?q=lamp&page=2"] {
                var browser = TestBrowser(client)
                try await browser.get("/login")
                locations.append(try await browser.post("/login", [("token", Self.token), ("next", next)]).headers[.location])
            }
            return locations
        }
        #expect(locations == ["/", "/", "/", "/", "/", "/", "/", "/private?q=lamp&page=2"])
    }

    @Test("A guessed, altered, ended or replaced session id does not sign anyone in")
    func forgedSession() async throws {
        let answers = try await GuardedPage.serve(writeToken: Self.token) { client, _ in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            let first = try #require(browser.cookies["session"])
            _ = try await browser.signIn(token: Self.token) // signing in again starts a new session
            let second = try #require(browser.cookies["session"])
            let altered = (second.first == "A" ? "B" : "A") + second.dropFirst()
            var answers: [HTTPResponse.Status] = []
            for value in [second, first, altered, "c2Vzc2lvbg", ""] {
                let response = try await client.execute(uri: Self.page, method: .get, headers: [.cookie: "session=\(value)"])
                answers.append(response.status)
            }
            try await browser.get(Self.page) // a page of the current session, with its form token
            #expect(try await browser.post("/logout", []).status == .seeOther)
            // A copy of the cookie kept from before the sign-out (a stolen one) is worth nothing now.
            answers.append(try await client.execute(uri: Self.page, method: .get, headers: [.cookie: "session=\(second)"]).status)
            return answers
        }
        #expect(answers == [.ok, .seeOther, .seeOther, .seeOther, .seeOther, .seeOther])
    }

    @Test("A form token of the attacker's own, with its nonce cookie, beside a signed-in browser's session is refused")
    func tokenBoundToSession() async throws {
        let (status, accepted) = try await GuardedPage.serve(writeToken: Self.token) { client, accepted in
            var victim = TestBrowser(client)
            _ = try await victim.signIn(token: Self.token)
            var attacker = TestBrowser(client)
            try await attacker.get("/login")
            let nonce = try #require(attacker.cookies["form_token"])
            let session = try #require(victim.cookies["session"])
            let posted = try await client.execute(
                uri: Self.page, method: .post,
                headers: [.cookie: "session=\(session); form_token=\(nonce)", .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "name=Forged&csrf=\(try #require(attacker.formToken))")
            )
            return (posted.status, accepted())
        }
        #expect(status == .forbidden)
        #expect(accepted == 0)
    }

    @Test("A form without this browser's token is refused before it changes anything")
    func crossSiteForms() async throws {
        let (missing, foreign, signInWithout, accepted) = try await GuardedPage.serve(writeToken: Self.token) { client, accepted in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get(Self.page)
            let missing = try await browser.post(Self.page, [("name", "Forged")], csrf: .some(nil))
            var other = TestBrowser(client)
            try await other.get("/login")
            let foreign = try await browser.post(Self.page, [("name", "Forged")], csrf: other.formToken)
            var stranger = TestBrowser(client)
            try await stranger.get("/login")
            let signInWithout = try await stranger.post("/login", [("token", Self.token)], csrf: .some(nil))
            return (missing.status, foreign.status, signInWithout.status, accepted())
        }
        #expect(missing == .forbidden && foreign == .forbidden && signInWithout == .forbidden)
        #expect(accepted == 0)
    }

    @Test("A form with its own page's token is taken once signed in; without a sign-in it is refused, even with a valid form token")
    func writesNeedSignIn() async throws {
        let (signedOut, signedIn, accepted) = try await GuardedPage.serve(writeToken: Self.token) { client, accepted in
            var stranger = TestBrowser(client)
            try await stranger.get("/login") // a form token, but no session
            // The sign-in form's nonce and its cookie, valid together, sent to the page itself.
            let nonce = try #require(stranger.cookies[PageAccess.formCookieName])
            let signedOut = try await client.execute(
                uri: Self.page, method: .post,
                headers: [.cookie: "\(PageAccess.formCookieName)=\(nonce)", .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "csrf=\(nonce)&name=Sneaky")
            )
            let afterStranger = accepted()
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get(Self.page)
            let signedIn = try await browser.post(Self.page, [("name", "Mine")])
            return (signedOut, signedIn, [afterStranger, accepted()])
        }
        #expect(signedOut.status == .unauthorized && text(signedOut).contains("Your sign-in has ended."))
        #expect(signedIn.status == .seeOther)
        #expect(accepted == [0, 1])
    }

    @Test("Signing out drops the session; a form another tab still holds is then answered that the sign-in ended, not that the form expired, and is not taken")
    func signOut() async throws {
        let (out, after, late, lateOut, accepted) = try await GuardedPage.serve(writeToken: Self.token) { client, accepted in
            var browser = TestBrowser(client)
            _ = try await browser.signIn(token: Self.token)
            try await browser.get(Self.page)
            // Another tab holds the page's form, and its session cookie, as the session ends
            // on the server (as it does after twelve hours or a restart too).
            var otherTab = browser
            let out = try await browser.post("/logout", [])
            let after = try await browser.get(Self.page)
            let late = try await otherTab.post(Self.page, [("name", "Late")])
            // The other tab signs out too, of a session the server no longer has: its cookie
            // is cleared all the same.
            let lateOut = try await otherTab.post("/logout", [])
            // Another site's form, which carries no cookie (SameSite) and no token: refused,
            // so that it cannot clear a live session's cookie.
            _ = try await browser.signIn(token: Self.token)
            let crossSite = try await client.execute(uri: "/logout", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer())
            #expect(crossSite.status == .forbidden && !crossSite.headers[values: .setCookie].contains { $0.hasPrefix("session=") })
            return (out, after, late, lateOut, accepted())
        }
        for out in [out, lateOut] {
            #expect(out.status == .seeOther && out.headers[values: .setCookie].contains { $0.hasPrefix("session=;") && $0.contains("Max-Age=0") })
        }
        #expect(after.status == .seeOther)
        #expect(late.status == .unauthorized && text(late).contains("Your sign-in has ended."))
        #expect(accepted == 0)
    }

    @Test("A server started without a token says that it takes no edits, and nothing of how it was started")
    func noToken() async throws {
        let (signIn, editor) = try await GuardedPage.serve(writeToken: nil) { client, _ in
            (try await client.execute(uri: "/login", method: .get), try await client.execute(uri: Self.page, method: .get))
        }
        #expect(signIn.status == .forbidden && editor.status == .forbidden)
        #expect(text(editor).contains("This server takes no edits."))
        #expect(![text(signIn), text(editor)].contains { $0.contains("--token") || $0.contains("CATALOG_TOKEN") })
    }
}

/// An editing page of the tests' own, `/private`, on the app's router behind the guards
/// every feature's editor is registered behind (`PageController.editing`): its form
/// carries the browser's form token, and the forms it reads are counted.
enum GuardedPage {
    static let path = "/private"
    static let text = "A page for signed-in browsers"

    /// What the page's form sends.
    struct Sent: Decodable, Sendable {
        let name: String?
    }

    /// Runs `body` against the app's router (over the mock graph) with the page added;
    /// `body`'s second argument says how many forms the page has taken so far.
    static func serve<T: Sendable>(
        writeToken: String?,
        _ body: @Sendable (any TestClientProtocol, _ accepted: @Sendable () -> Int) async throws -> T
    ) async throws -> T {
        let sessions = MemoryPersistDriver()
        let router = try ServerApplication.router(container: .mock(), writeToken: writeToken, sessions: sessions)
        let editing = PageController.editing(router.group(), access: PageAccess(writeToken: writeToken, sessions: sessions))
        let accepted = Mutex(0)
        editing.get(RouterPath(path)) { _, context in
            HTMLPage(html: #"<p>\#(text)</p><form method="post"><input type="hidden" name="csrf" value="\#(context.formToken ?? "")"></form>"#).response()
        }
        editing.post(RouterPath(path)) { request, context in
            // As every editor reads its form.
            _ = try await SubmittedForm.decode(Sent.self, from: request, context: context)
            accepted.withLock { $0 += 1 }
            return Response(status: .seeOther, headers: [.location: path])
        }
        return try await Application(router: router).test(.router) { client in
            try await body(client) { accepted.withLock { $0 } }
        }
    }
}
