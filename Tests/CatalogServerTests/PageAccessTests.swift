@testable import CatalogServer
import Foundation
import Hummingbird
import Testing

@Suite("Page access: the session cookie's lifetime and the form tokens, unit by unit")
struct PageAccessTests {
    let access = PageAccess(writeToken: "page-token")

    func request(cookie: String) -> Request {
        var head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/products/new")
        head.headerFields[.cookie] = cookie
        return Request(head: head, body: .init(buffer: ByteBuffer()))
    }

    @Test("A session lasts twelve hours from sign-in, and not a second longer")
    func sessionLifetime() throws {
        let signedInAt = Date(timeIntervalSince1970: 1_800_000_000)
        let cookie = try #require(access.sessionCookie(for: request(cookie: ""), now: signedInAt))
        let browser = request(cookie: "\(cookie.name)=\(cookie.value)")
        #expect(access.isSignedIn(browser, now: signedInAt.addingTimeInterval(PageAccess.sessionLifetime - 1)))
        #expect(!access.isSignedIn(browser, now: signedInAt.addingTimeInterval(PageAccess.sessionLifetime)))
        #expect(!PageAccess(writeToken: "another-token").isSignedIn(browser, now: signedInAt), "a new token signs everyone out")
    }

    @Test("A form token is good for its own browser's nonce only, and only from a server with a token")
    func formTokens() throws {
        let token = try #require(access.formToken(nonce: "nonce-a"))
        #expect(access.isFormToken(token, nonce: "nonce-a"))
        #expect(!access.isFormToken(token, nonce: "nonce-b"))
        #expect(!access.isFormToken("form.nonce-a", nonce: "nonce-a"), "unsigned")
        #expect(PageAccess(writeToken: nil).formToken(nonce: "nonce-a") == nil)
    }
}
