@testable import CatalogServer
import Foundation
import Hummingbird
import Synchronization
import Testing

@Suite("Page access: sessions kept on the server, unit by unit")
struct PageAccessTests {
    let clock = SettableClock()
    var access: PageAccess { PageAccess(writeToken: "page-token-0123456789", sessions: MemoryPersistDriver(clock)) }

    func request(cookie: Cookie? = nil) -> Request {
        var head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/private")
        if let cookie { head.headerFields[.cookie] = "\(cookie.name)=\(cookie.value)" }
        return Request(head: head, body: .init(buffer: ByteBuffer()))
    }

    @Test("A session lasts twelve hours from sign-in, and not a second longer")
    func sessionLifetime() async throws {
        let access = access
        let cookie = try await access.signIn(request(), overHTTPS: false)
        clock.advance(by: PageAccess.sessionLifetime - .seconds(1))
        #expect(await access.session(of: request(cookie: cookie)) != nil)
        clock.advance(by: .seconds(2))
        #expect(await access.session(of: request(cookie: cookie)) == nil)
    }

    @Test("Each sign-in is a new session with a form token of its own; signing out ends it on the server")
    func sessionsEnd() async throws {
        let access = access
        let first = try await access.signIn(request(), overHTTPS: false)
        let second = try await access.signIn(request(cookie: first), overHTTPS: false)
        #expect(first.value != second.value)
        #expect(await access.session(of: request(cookie: first)) == nil, "signing in again ended the first session")
        let token = try #require(await access.session(of: request(cookie: second))?.formToken)
        let other = try await access.signIn(request(), overHTTPS: false)
        #expect(try #require(await access.session(of: request(cookie: other))?.formToken) != token)
        let cleared = await access.signOut(request(cookie: second), overHTTPS: false)
        #expect(cleared.value.isEmpty && cleared.maxAge == 0)
        #expect(await access.session(of: request(cookie: second)) == nil)
    }

    @Test("The server keeps a bounded number of sessions: past it, the one signed in longest ago ends; one signed out frees its place")
    func sessionsBounded() async throws {
        let access = PageAccess(writeToken: "page-token-0123456789", sessions: BoundedPersistDriver(MemoryPersistDriver(clock), limit: 3))
        var cookies: [Cookie] = []
        for _ in 0..<3 { cookies.append(try await access.signIn(request(), overHTTPS: false)) }
        _ = await access.signOut(request(cookie: cookies[1]), overHTTPS: false)
        cookies.append(try await access.signIn(request(), overHTTPS: false))
        for cookie in [cookies[0], cookies[2], cookies[3]] {
            #expect(await access.session(of: request(cookie: cookie)) != nil, "the signed-out session made room")
        }
        // A script that signs in again and again without its cookie: each new session
        // ends the oldest, and the store holds no more than the limit.
        for _ in 0..<100 { cookies.append(try await access.signIn(request(), overHTTPS: false)) }
        var live: [String] = []
        for cookie in cookies where await access.session(of: request(cookie: cookie)) != nil { live.append(cookie.value) }
        #expect(live == cookies.suffix(3).map(\.value))
    }

    @Test("Only the server's token is the token, and a server without one takes no edits")
    func tokens() async throws {
        #expect(access.isToken("page-token-0123456789"))
        #expect(!access.isToken("page-token-012345678"))
        #expect(!access.isToken(""))
        let closed = PageAccess(writeToken: nil)
        #expect(!closed.takesEdits && !closed.isToken(""))
        #expect(await closed.session(of: request(cookie: try await access.signIn(request(), overHTTPS: false))) == nil)
    }

    @Test("A form nonce is 24 random bytes, written in 32 characters a cookie and a URL take as they are; no two alike")
    func nonces() {
        let nonces = (0..<1_000).map { _ in PageAccess.nonce() }
        let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        #expect(nonces.allSatisfy { $0.count == 32 && $0.allSatisfy(safe.contains) })
        #expect(Set(nonces).count == nonces.count)
        // Every byte of it is drawn: each of the 32 places takes many characters.
        let placesThatVary = (0..<32).filter { place in Set(nonces.map { Array($0)[place] }).count > 16 }
        #expect(placesThatVary.count == 32, "\(placesThatVary)")
    }
}

/// A clock that moves only when the test moves it, for the session storage's expiry.
final class SettableClock: Clock, Sendable {
    typealias Instant = ContinuousClock.Instant
    private let reading = Mutex(ContinuousClock.now)

    var now: Instant { reading.withLock { $0 } }
    var minimumResolution: Duration { .nanoseconds(1) }

    func advance(by duration: Duration) {
        reading.withLock { $0 += duration }
    }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await ContinuousClock().sleep(until: .now + (deadline - now), tolerance: tolerance)
    }
}
