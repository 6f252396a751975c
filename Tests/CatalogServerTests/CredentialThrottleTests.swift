@testable import CatalogServer
import Hummingbird
import Logging
import HummingbirdTesting
import Mocks
import Synchronization
import TestSupport
import Testing

@Suite("Failed credentials: counted per client, then turned away for a while")
struct CredentialThrottleTests {
    static let token = "throttle-token-0123456789"

    /// The router matches `/login/` as it does `/login`: each spelling is the sign-in, and counts.
    @Test("After the allowed wrong tokens, a client waits out the window, the right token included, however it spells the sign-in's path",
          arguments: ["/login", "/login/", "/login//"])
    func signInIsThrottled(path: String) async throws {
        let clock = ManualClock()
        let throttle = CredentialThrottle(allowedFailures: 3, window: .seconds(60), now: clock.now)
        let statuses = try await withRouter(writeToken: Self.token, throttle: throttle) { client in
            var browser = TestBrowser(client)
            try await browser.get("/login")
            var statuses: [HTTPResponse.Status] = []
            for _ in 1...3 { statuses.append(try await browser.post(path, [("token", "guess")]).status) }
            let refused = try await browser.post(path, [("token", Self.token)])
            statuses.append(refused.status)
            // Only what presents credentials is turned away: the pages stay open meanwhile.
            #expect(try await browser.get("/login").status == .ok)
            #expect(refused.headers[.retryAfter] == "60")
            #expect(text(refused).contains("Too many wrong tokens; try again in 60 seconds."))
            clock.advance(by: .seconds(60))
            statuses.append(try await browser.post(path, [("token", Self.token)]).status)
            return statuses
        }
        #expect(statuses == [.unauthorized, .unauthorized, .unauthorized, .tooManyRequests, .seeOther])
    }

    /// Sends `count` writes with the bearer tokens `tokens` gives, each once the one before
    /// has reached the API (held there by a gate) or been answered, so that all are in
    /// flight at once; then lets them through and answers their statuses. The API answers
    /// 401 to a token it refuses, as the real one does, after the gate.
    func writesAtOnce(_ count: Int, throttle: CredentialThrottle, tokens: @escaping @Sendable (Int) -> String) async throws -> [HTTPResponse.Status] {
        let gate = Gate()
        let arrived = Tally()
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: CredentialThrottleMiddleware(throttle: throttle, writeToken: Self.token))
        router.post("/api/v1/products") { request, _ -> Response in
            arrived.add()
            await gate.pass()
            return Response(status: request.headers[.authorization] == "Bearer \(Self.token)" ? .created : .unauthorized)
        }
        let answered = Tally()
        return try await Application(router: router).test(.router) { client in
            try await withThrowingTaskGroup(of: (Int, HTTPResponse.Status).self) { group in
                do {
                    for index in 0..<count {
                        group.addTask {
                            defer { answered.add() }
                            let headers: HTTPFields = [.authorization: "Bearer \(tokens(index))"]
                            return (index, try await client.execute(uri: "/api/v1/products", method: .post, headers: headers).status)
                        }
                        try await until(within: .seconds(60)) { arrived.value + answered.value == index + 1 }
                    }
                } catch {
                    await gate.open() // the writes held there end, and the test fails rather than hangs
                    throw error
                }
                await gate.open()
                return try await group.reduce(into: []) { $0.append($1) }.sorted { $0.0 < $1.0 }.map(\.1)
            }
        }
    }

    @Test("Wrong bearer tokens sent at once meet the same limit as one after another: each counts before it runs")
    func bearerGuessesAtOnce() async throws {
        let throttle = CredentialThrottle(allowedFailures: 3, window: .seconds(60))
        let statuses = try await writesAtOnce(12, throttle: throttle) { "guess-\($0)" }
        #expect(statuses == Array(repeating: .unauthorized, count: 3) + Array(repeating: .tooManyRequests, count: 9))
    }

    @Test("A writer with the token is never counted, however many writes it sends at once")
    func writerAtOnce() async throws {
        let throttle = CredentialThrottle(allowedFailures: 3, window: .seconds(60))
        let statuses = try await writesAtOnce(12, throttle: throttle) { _ in Self.token }
        #expect(statuses == Array(repeating: .created, count: 12))
        #expect(throttle.wait(for: "unknown") == nil)
    }

    @Test("A client turned away for every request it sends writes one line of the log a window, not one a request")
    func turnAwayLoggedOnceAWindow() async throws {
        let clock = ManualClock()
        let throttle = CredentialThrottle(allowedFailures: 3, window: .seconds(60), now: clock.now)
        let lines = CapturedLines()
        let logger = Logger(label: "test") { LineLogHandler(label: $0, metadataProvider: nil) { lines.append($0) } }
        let statuses = try await withRouter(writeToken: Self.token, throttle: throttle, logger: logger) { client in
            var browser = TestBrowser(client)
            try await browser.get("/login")
            var statuses: [HTTPResponse.Status] = []
            for _ in 1...3 { statuses.append(try await browser.post("/login", [("token", "guess")]).status) }
            let guess: HTTPFields = [.authorization: "Bearer wrong-token-0123456789"]
            for _ in 1...5 { statuses.append(try await client.execute(uri: "/nowhere", method: .get, headers: guess).status) }
            clock.advance(by: .seconds(59))
            statuses.append(try await client.execute(uri: "/nowhere", method: .get, headers: guess).status)
            return statuses
        }
        #expect(statuses == Array(repeating: .unauthorized, count: 3) + Array(repeating: .tooManyRequests, count: 6))
        #expect(lines.all.filter { $0.contains("Turned away") }.count == 1, "\(lines.all)")
        #expect(lines.all.filter { $0.contains("Wrong credentials") }.count == 3)
        // A client still turned away a window later is logged again, once.
        clock.advance(by: .seconds(1))
        for _ in 1...3 { throttle.recordFailure(from: "203.0.113.9") }
        #expect(throttle.logsTurnAway(of: "203.0.113.9") && !throttle.logsTurnAway(of: "203.0.113.9"))
        clock.advance(by: .seconds(60))
        for _ in 1...3 { throttle.recordFailure(from: "203.0.113.9") }
        #expect(throttle.logsTurnAway(of: "203.0.113.9") && !throttle.logsTurnAway(of: "203.0.113.9"))
    }

    @Test("Failures older than the window no longer count")
    func window() {
        let clock = ManualClock()
        let throttle = CredentialThrottle(allowedFailures: 2, window: .seconds(10), now: clock.now)
        throttle.recordFailure(from: "a")
        clock.advance(by: .seconds(6))
        throttle.recordFailure(from: "a")
        #expect(throttle.wait(for: "a") == .seconds(4))
        #expect(throttle.wait(for: "b") == nil)
        clock.advance(by: .seconds(4))
        #expect(throttle.wait(for: "a") == nil)
    }

    @Test("A try counts as a failure from the moment it is let in, so tries sent at once meet the same limit; one that succeeds is taken back")
    func triesCountUntilForgiven() throws {
        let clock = ManualClock()
        let throttle = CredentialThrottle(allowedFailures: 3, window: .seconds(60), now: clock.now)
        let tries = try (1...3).map { _ in try throttle.attempt(from: "a").get() }
        #expect(throws: CredentialThrottle.TurnedAway.self, "three tries in flight, none answered yet") { try throttle.attempt(from: "a").get() }
        #expect(throttle.wait(for: "b") == nil)
        throttle.forgive(tries[0])
        #expect(throttle.wait(for: "a") == nil)
        _ = try throttle.attempt(from: "a").get()
        #expect(throttle.wait(for: "a") == .seconds(60))
    }

    @Test("An IPv6 client is counted by its /64 network: its other addresses share its limit; IPv4, mapped or not, is one client per address")
    func ipv6Networks() {
        let throttle = CredentialThrottle(allowedFailures: 2, window: .seconds(60))
        throttle.recordFailure(from: "2001:db8:0:1::5")
        throttle.recordFailure(from: "2001:db8:0:1:ffff::9")
        #expect(throttle.wait(for: "2001:0db8:0000:0001:0000:0000:0000:0007") != nil)
        #expect(throttle.wait(for: "2001:db8:0:2::5") == nil)
        #expect(ClientAddress.network("2001:db8:0:1::5") == "2001:db8:0:1::/64")
        throttle.recordFailure(from: "::ffff:192.0.2.1")
        throttle.recordFailure(from: "192.0.2.2")
        #expect(throttle.wait(for: "192.0.2.1") == nil, "one failure, mapped or not")
        throttle.recordFailure(from: "192.0.2.1")
        #expect(throttle.wait(for: "::ffff:192.0.2.1") != nil && throttle.wait(for: "192.0.2.3") == nil)
        #expect(ClientAddress.network("::ffff:192.0.2.1") == "192.0.2.1" && ClientAddress.network("a") == "a")
    }

    @Test("It remembers a bounded number of clients and drops none within its window: past them, a new client shares its wider network's count, past those everyone else's; one whose failures left the window makes room")
    func boundedClients() {
        let clock = ManualClock()
        let throttle = CredentialThrottle(allowedFailures: 2, window: .seconds(60), maximumClients: 2, now: clock.now)
        for client in ["198.51.100.1", "198.51.100.1", "198.51.100.2"] { throttle.recordFailure(from: client) }
        clock.advance(by: .seconds(30))
        // Rotating through more addresses than the table holds resets no count.
        for client in ["198.51.100.3", "198.51.100.4"] { throttle.recordFailure(from: client) }
        #expect(throttle.wait(for: "198.51.100.1") == .seconds(30), "kept, though it failed least recently")
        #expect(throttle.wait(for: "198.51.100.2") == nil, "one failure of two")
        #expect(throttle.wait(for: "198.51.100.3") == .seconds(60) && throttle.wait(for: "198.51.100.5") == .seconds(60), "its /24 shares one count")
        #expect(throttle.wait(for: "203.0.113.9") == nil, "a newcomer from another network is not held up by that crowd")
        throttle.recordFailure(from: "198.51.100.2")
        // The second wider network fills that table; a third shares everyone else's count.
        throttle.recordFailure(from: "203.0.113.9")
        for _ in 1...2 { throttle.recordFailure(from: "192.0.2.7") }
        #expect(throttle.wait(for: "203.0.113.9") == nil)
        #expect(throttle.wait(for: "100.64.0.1") == .seconds(60), "everyone else")
        // The first client's failures leave the window (the second's last is newer): a
        // newcomer takes its place, and it, dropped, is counted with its /24.
        clock.advance(by: .seconds(30))
        throttle.recordFailure(from: "100.64.0.2")
        #expect(throttle.wait(for: "100.64.0.2") == nil, "a count of its own, one failure of two")
        #expect(throttle.wait(for: "198.51.100.1") == .seconds(30))
    }

    @Test("While its wider network is turned away, a client of it with no count of its own stays there: a place freed meanwhile gives it no fresh tries")
    func networkTurnedAwayKeepsItsClients() {
        let clock = ManualClock()
        let throttle = CredentialThrottle(allowedFailures: 2, window: .seconds(60), maximumClients: 1, now: clock.now)
        throttle.recordFailure(from: "203.0.113.1")
        clock.advance(by: .seconds(10))
        for _ in 1...2 { throttle.recordFailure(from: "198.51.100.3") }
        clock.advance(by: .seconds(50))
        // 203.0.113.1's failure has left the window: its place is free.
        #expect(throttle.wait(for: "198.51.100.4") == .seconds(10), "still its /24's, turned away")
        #expect(throttle.wait(for: "192.0.2.1") == nil)
        for _ in 1...2 { throttle.recordFailure(from: "192.0.2.1") }
        #expect(throttle.wait(for: "192.0.2.1") == .seconds(60) && throttle.wait(for: "192.0.2.2") == nil, "192.0.2.1 took the free place, not 192.0.2.0/24's count")
    }

    @Test("A sign-in that succeeded takes back its client's only failure and frees its place")
    func forgivenFreesItsPlace() throws {
        let throttle = CredentialThrottle(allowedFailures: 2, window: .seconds(60), maximumClients: 2, now: ManualClock().now)
        throttle.recordFailure(from: "198.51.100.1")
        // Failed last, so not the first to go: only taking it back frees its place.
        throttle.forgive(try throttle.attempt(from: "198.51.100.2").get())
        for _ in 1...2 { throttle.recordFailure(from: "203.0.113.9") }
        #expect(throttle.wait(for: "203.0.113.9") == .seconds(60) && throttle.wait(for: "203.0.113.10") == nil, "its own count, not its /24's")
    }

    @Test("The wider network is an IPv6 address's /48 and an IPv4 address's /24, mapped or not")
    func wideNetworks() {
        #expect(ClientAddress.wideNetwork("2001:db8:1:2::5") == "2001:db8:1::/48")
        #expect(ClientAddress.wideNetwork("2001:0db8:0000:ffff::1") == "2001:db8:0::/48")
        #expect(ClientAddress.wideNetwork("192.0.2.77") == "192.0.2.0/24" && ClientAddress.wideNetwork("::ffff:192.0.2.77") == "192.0.2.0/24")
        #expect(ClientAddress.wideNetwork("unknown") == "unknown")
    }
}

/// A count that tasks add to at once.
private final class Tally: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add() {
        count.withLock { $0 += 1 }
    }
}
