import Crypto
import Foundation
import Hummingbird
import HummingbirdAuth

/// Who may change the data from the pages. A browser that signs in with the server's
/// write token gets a session: a random id in a cookie, and on the server (HummingbirdAuth's
/// session storage) the form token every one of its forms must carry, the guard against
/// cross-site requests. Signing out ends the session on the server, and signing in again
/// starts a new one. Nothing a browser is given is derived from the write token, so no
/// cookie or form can be used to guess it. Without a write token the pages take no edits.
struct PageAccess: Sendable {
    static let sessionCookieName = "session"
    /// Before a sign-in, the sign-in form's token is a nonce this cookie holds too.
    static let formCookieName = "form_token"
    /// How long a sign-in lasts.
    static let sessionLifetime: Duration = .seconds(12 * 60 * 60)

    /// What the server keeps of a signed-in browser.
    struct Session: Codable, Sendable {
        /// The token this browser's forms carry.
        let formToken: String
    }

    /// `nil` when the server was started without a write token.
    private let tokenDigest: SHA256Digest?
    private let sessions: SessionStorage<Session>
    /// Whether every cookie is marked Secure, not only those of requests a trusted proxy
    /// says came over HTTPS.
    private let secureCookies: Bool

    /// - Parameter sessions: where sessions are kept; in memory by default, so a restart
    ///   signs everyone out and each server process has its own.
    init(writeToken: String?, sessions: any PersistDriver = MemoryPersistDriver(), secureCookies: Bool = false) {
        tokenDigest = writeToken.map { SHA256.hash(data: Data($0.utf8)) }
        self.sessions = SessionStorage(sessions, sessionCookie: Self.sessionCookieName)
        self.secureCookies = secureCookies
    }

    /// Whether the server takes edits from the pages at all.
    var takesEdits: Bool { tokenDigest != nil }

    /// What a page says when the server takes no edits. How it was started is the
    /// operator's to know (its start-up log says), not a visitor's.
    static let noEditsMessage = "This server takes no edits."

    /// Whether `typed` is the server's token, compared in constant time.
    func isToken(_ typed: String) -> Bool {
        tokenDigest.map { SHA256.hash(data: Data(typed.utf8)) == $0 } ?? false
    }

    // MARK: - Session

    /// The session of a browser that signed in and has not signed out since, or nil.
    func session(of request: Request) async -> Session? {
        guard takesEdits else { return nil }
        return try? await sessions.load(request: request)
    }

    /// Starts a new session for `request`'s browser, ending the one it had, and returns
    /// the cookie that carries its id. `overHTTPS`: whether the request came over HTTPS.
    func signIn(_ request: Request, overHTTPS: Bool) async throws -> Cookie {
        _ = try? await sessions.delete(request: request)
        let saved = try await sessions.save(session: Session(formToken: Self.nonce()), expiresIn: Self.sessionLifetime)
        return cookie(Self.sessionCookieName, value: saved.value, maxAge: Int(Self.sessionLifetime.components.seconds), path: "/", overHTTPS: overHTTPS)
    }

    /// Ends `request`'s session on the server, and returns the cookie that clears it.
    func signOut(_ request: Request, overHTTPS: Bool) async -> Cookie {
        _ = try? await sessions.delete(request: request)
        return cookie(Self.sessionCookieName, value: "", maxAge: 0, path: "/", overHTTPS: overHTTPS)
    }

    // MARK: - Form tokens

    /// The cookie that holds a browser's sign-in form nonce for as long as the browser runs.
    /// Only the sign-in form reads it, so it goes only to `/login`, not with every request
    /// the browser makes.
    func formCookie(nonce: String, overHTTPS: Bool) -> Cookie {
        cookie(Self.formCookieName, value: nonce, maxAge: nil, path: SignInPath.signIn, overHTTPS: overHTTPS)
    }

    /// Whether two tokens are the same, compared in constant time.
    static func isSame(_ sent: String, as expected: String) -> Bool {
        SHA256.hash(data: Data(sent.utf8)) == SHA256.hash(data: Data(expected.utf8))
    }

    /// A random value no one can guess: 24 bytes of the system's randomness.
    static func nonce() -> String {
        var generator = ReservedRandom()
        // Three numbers of 8 bytes each, where a byte at a time would draw 24.
        var bytes = Data(capacity: 24)
        for _ in 0..<3 { withUnsafeBytes(of: generator.next()) { bytes.append(contentsOf: $0) } }
        return bytes.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    /// HttpOnly, so scripts cannot read it; SameSite=Lax, so other sites' forms do not send
    /// it; Secure with `secureCookies`, or when a trusted proxy says the request came over HTTPS.
    private func cookie(_ name: String, value: String, maxAge: Int?, path: String, overHTTPS: Bool) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: path, secure: secureCookies || overHTTPS, httpOnly: true, sameSite: .lax)
    }
}
