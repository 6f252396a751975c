import Foundation
import Hummingbird

/// Who may change the catalog from the pages: a browser that signed in with the server's
/// write token holds a signed session cookie, and every form carries a token signed for
/// that browser (the guard against cross-site requests). Without a write token the pages
/// take no edits at all.
struct PageAccess: Sendable {
    static let sessionCookieName = "catalog_session"
    static let formCookieName = "catalog_form"
    /// How long a sign-in lasts.
    static let sessionLifetime: TimeInterval = 12 * 60 * 60

    /// `nil` when the server was started without a write token.
    let signer: PageSigner?

    init(writeToken: String?) {
        signer = writeToken.map(PageSigner.init(token:))
    }

    /// What a page says when the server takes no edits, and what to do about it.
    static let noEditsMessage =
        "This server takes no edits: it was started without --token or CATALOG_TOKEN. Start it with a token to allow them."

    // MARK: - Session

    /// Whether `request` comes from a browser that signed in and whose sign-in has not ended.
    func isSignedIn(_ request: Request, now: Date = Date()) -> Bool {
        guard let signer, let value = request.cookies[Self.sessionCookieName]?.value,
              let message = signer.message(in: value) else { return false }
        let parts = message.split(separator: ".")
        guard parts.count == 3, parts[0] == "session", let expiry = TimeInterval(parts[1]) else { return false }
        return now.timeIntervalSince1970 < expiry
    }

    /// The cookie that signs a browser in until `sessionLifetime` from `now`.
    func sessionCookie(for request: Request, now: Date = Date()) -> Cookie? {
        guard let signer else { return nil }
        let expiry = Int(now.timeIntervalSince1970 + Self.sessionLifetime)
        let value = signer.signed("session.\(expiry).\(PageSigner.nonce())")
        return Self.cookie(Self.sessionCookieName, value: value, maxAge: Int(Self.sessionLifetime), for: request)
    }

    /// The cookie that signs a browser out.
    func signOutCookie(for request: Request) -> Cookie {
        Self.cookie(Self.sessionCookieName, value: "", maxAge: 0, for: request)
    }

    // MARK: - Form tokens

    /// The token a form gives a browser whose form cookie holds `nonce`.
    func formToken(nonce: String) -> String? {
        signer?.signed("form.\(nonce)")
    }

    /// Whether `token` is the one `formToken(nonce:)` gives for `nonce`.
    func isFormToken(_ token: String, nonce: String) -> Bool {
        signer?.message(in: token) == "form.\(nonce)"
    }

    /// The cookie that holds a browser's form nonce for as long as the browser runs.
    func formCookie(nonce: String, for request: Request) -> Cookie {
        Self.cookie(Self.formCookieName, value: nonce, maxAge: nil, for: request)
    }

    /// HttpOnly, so scripts cannot read it; SameSite=Lax, so other sites' forms do not send
    /// it; Secure when the request came over HTTPS (through a proxy that says so).
    private static func cookie(_ name: String, value: String, maxAge: Int?, for request: Request) -> Cookie {
        let secure = request.headers[.init("X-Forwarded-Proto")!] == "https"
        return Cookie(name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
