import Foundation
import TestSupport
import Testing

/// What a client can make a real server process believe, over raw connections: the
/// proxy headers it writes, and a body it announces but never sends.
@Suite("Hostile clients against a real server: forwarded headers, cookies, announced bodies")
struct HostileClientTests {
    static let token = "hostile-clients-token-0123456789"

    /// One request on a connection of its own; the answer's head and body as text.
    static func ask(_ server: ServerProcess, _ head: String, body: String = "") throws -> String {
        let connection = try RawConnection(port: server.port)
        try connection.send(head + "Host: 127.0.0.1\r\nConnection: close\r\n\r\n" + body)
        return connection.readUntilClosed(limit: .seconds(10)).text
    }

    /// A sign-in with a wrong token, from the client `forwardedFor` names, with the form
    /// token the sign-in page gave; the answer's status line.
    static func wrongSignIn(_ server: ServerProcess, forwardedFor client: String) throws -> String {
        let page = try ask(server, "GET /login HTTP/1.1\r\n")
        let cookie = try #require(formCookie(in: page)?.split(separator: ";").first.map(String.init))
        let nonce = try #require(cookie.split(separator: "=", maxSplits: 1).last.map(String.init))
        let body = "csrf=\(nonce)&token=wrong-token-0123456789"
        let answer = try ask(server, """
            POST /login HTTP/1.1\r
            X-Forwarded-For: \(client)\r
            Cookie: \(cookie)\r
            Content-Type: application/x-www-form-urlencoded\r
            Content-Length: \(body.utf8.count)\r

            """, body: body)
        return answer.components(separatedBy: "\r\n").first ?? ""
    }

    /// The value of the cookie that holds the sign-in form's nonce, from an answer's head.
    static func formCookie(in answer: String) -> String? {
        answer.components(separatedBy: "\r\n")
            .first { $0.lowercased().hasPrefix("set-cookie: ") && $0.contains("form_token=") }
            .map { String($0.dropFirst("set-cookie: ".count)) }
    }

    static let health = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    /// `count` connections to `server`, each answered once and left open.
    static func heldOpen(_ count: Int, on server: ServerProcess) throws -> [RawConnection] {
        try (0..<count).map { _ in
            let connection = try RawConnection(port: server.port)
            try connection.send(health)
            #expect(connection.readAnswer().hasPrefix("HTTP/1.1 200"), "each is taken and answered, and stays open")
            return connection
        }
    }

    @Test("Past --max-connections the server takes no connection until one closes: a flood of idle ones holds no more of it than that")
    func connectionCap() async throws {
        // A head timeout past the test's length: the held connections close only when it says.
        try await ServerProcess.serving(["--in-memory", "--max-connections", "2", "--header-timeout", "600"]) { server in
            var held = try Self.heldOpen(2, on: server)
            // The system completes the third connection; the server leaves it in the queue.
            let third = try RawConnection(port: server.port)
            try third.send(Self.health)
            #expect(third.readAnswer(limit: .milliseconds(500)).isEmpty, "not answered while two are open")
            try held[1].send(Self.health)
            #expect(held[1].readAnswer().hasPrefix("HTTP/1.1 200"), "the connections it holds are still answered")
            held.removeFirst() // closes it
            #expect(third.readAnswer().hasPrefix("HTTP/1.1 200"), "taken and answered once one closes")
        }
    }

    @Test("Past --max-connections-per-client a client's new connection is closed at once, unanswered; once one of its own closes, it is taken again")
    func perClientCap() async throws {
        try await ServerProcess.serving(["--in-memory", "--max-connections-per-client", "2", "--header-timeout", "600"]) { server in
            var held = try Self.heldOpen(2, on: server)
            let third = try RawConnection(port: server.port)
            try? third.send(Self.health)
            let refused = third.readUntilClosed(limit: .seconds(10))
            #expect(refused.closed && refused.text.isEmpty, "closed without an answer")
            held.removeFirst() // closes it
            // Taken again once one of its own closed: the server sees the close a moment
            // later, and until then a new one is still refused.
            try await until {
                guard let next = try? RawConnection(port: server.port), (try? next.send(Self.health)) != nil else { return false }
                return next.readAnswer().hasPrefix("HTTP/1.1 200")
            }
            try held[0].send(Self.health)
            #expect(held[0].readAnswer().hasPrefix("HTTP/1.1 200"), "the connections it holds are answered throughout")
        }
    }

    @Test("Behind a trusted proxy the throttle counts each forwarded client; from anyone else X-Forwarded-For is ignored; a request turned away is logged by a bounded part of its path")
    func throttledByForwardedClient() async throws {
        try await ServerProcess.serving(["--in-memory", "--token", Self.token, "--trusted-proxy", "127.0.0.1"]) { proxied in
            // The client writes the first address itself; the proxy appends the one it saw.
            let mallory = "198.51.100.7, 203.0.113.9"
            let statuses = try (1...11).map { _ in try Self.wrongSignIn(proxied, forwardedFor: mallory) }
            #expect(statuses.prefix(10).allSatisfy { $0 == "HTTP/1.1 401 Unauthorized" })
            #expect(statuses.last == "HTTP/1.1 429 Too Many Requests")
            #expect(try Self.wrongSignIn(proxied, forwardedFor: "198.51.100.7, 203.0.113.10") == "HTTP/1.1 401 Unauthorized",
                    "another client of the proxy is not turned away, whatever Mallory wrote first")
            #expect(proxied.logText.contains("203.0.113.9"), "the log names the client, not the proxy")
        }
        try await ServerProcess.serving(["--in-memory", "--token", Self.token]) { direct in
            for index in 1...10 { _ = try Self.wrongSignIn(direct, forwardedFor: "203.0.113.\(index)") }
            // Turned away, and logged by a bounded part of its path: the whole may be kilobytes.
            let long = "/api/v1/" + String(repeating: "a", count: 4_000)
            #expect(try Self.ask(direct, "GET \(long) HTTP/1.1\r\nX-Forwarded-For: 203.0.113.99\r\nAuthorization: Bearer wrong\r\n").hasPrefix("HTTP/1.1 429 Too Many Requests"),
                    "without a trusted proxy, every one of those requests is the peer's")
            #expect(await direct.logs("/api/v1/" + String(repeating: "a", count: 92), within: .seconds(10)))
            let turnedAway = direct.logText.split(separator: "\n").filter { $0.contains("Turned away") }
            #expect(!turnedAway.isEmpty && turnedAway.allSatisfy { $0.utf8.count < 400 }, "\(turnedAway)")
        }
    }

    @Test("Wrong bearer tokens sent at once are counted as they arrive, however the API's path is spelt: of eleven, one is turned away before it runs")
    func bearerGuessesAtOnce() async throws {
        try await ServerProcess.serving(["--in-memory", "--token", Self.token]) { server in
            // A product with no feature that writes takes no bearer token at all.
            guard let create = try ServedDocument(servedOn: server.port).firstOperation("post")?.path else { return }
            let body = #"{"name":"guess"}"#
            // Heads only: each write waits for its body, so all eleven are in flight at once.
            let guesses = try (1...11).map { index in
                let connection = try RawConnection(port: server.port)
                try connection.send("""
                    POST /\(create) HTTP/1.1\r
                    Host: 127.0.0.1\r
                    Authorization: Bearer guess-\(index)-0123456789\r
                    Content-Type: application/json\r
                    Content-Length: \(body.utf8.count)\r
                    Connection: close\r
                    \r

                    """)
                return connection
            }
            // The one the server reads last is turned away at once, before its body comes;
            // counted only once answered, all eleven would wait for their bodies. Each is
            // read on a thread of its own, and the bodies go once the first answer is in.
            let statuses = await withTaskGroup(of: (Int, String).self) { group in
                for (index, guess) in guesses.enumerated() {
                    group.addTask {
                        let answer = await guess.readUntilClosedOnOwnThread(limit: .seconds(30)).text
                        return (index, answer.split(separator: "\r\n").first.map(String.init) ?? "")
                    }
                }
                var statuses = [String](repeating: "", count: guesses.count)
                guard let (first, status) = await group.next() else { return statuses }
                statuses[first] = status
                for (index, guess) in guesses.enumerated() where index != first { try? guess.send(body) }
                for await (index, status) in group { statuses[index] = status }
                return statuses
            }
            #expect(statuses.filter { $0 == "HTTP/1.1 429 Too Many Requests" }.count == 1, "\(statuses)")
            #expect(statuses.filter { $0 == "HTTP/1.1 401 Unauthorized" }.count == 10, "\(statuses)")
        }
    }

    @Test("Cookies are Secure, and answers ask for HTTPS only, with --secure-cookies, or when a trusted proxy says HTTPS; a client's own X-Forwarded-Proto counts for nothing")
    func secureCookies() async throws {
        func cookie(_ arguments: [String], proto: String) async throws -> String {
            return try await ServerProcess.serving(["--in-memory", "--token", Self.token] + arguments) { server in
                return try #require(Self.formCookie(in: try Self.ask(server, "GET /login HTTP/1.1\r\nX-Forwarded-Proto: \(proto)\r\n")))
            }
        }
        #expect(try await cookie([], proto: "https").contains("Secure") == false)
        #expect(try await cookie(["--trusted-proxy", "127.0.0.1"], proto: "HTTPS").contains("Secure"))
        #expect(try await cookie(["--trusted-proxy", "127.0.0.1"], proto: "http").contains("Secure") == false)
        #expect(try await cookie(["--secure-cookies"], proto: "http").contains("Secure"))
        let overHTTPS = try await ServerProcess.serving(["--in-memory", "--trusted-proxy", "127.0.0.1"]) { server in
            try Self.ask(server, "GET /health HTTP/1.1\r\nX-Forwarded-Proto: https\r\n")
        }
        #expect(overHTTPS.contains("strict-transport-security: max-age=31536000") || overHTTPS.contains("Strict-Transport-Security: max-age=31536000"),
                "an answer that goes out over the proxy's HTTPS tells the browser to stay on it")
    }

    // sample:begin
    @Test("A body announced past the limit is refused with 413 before a byte of it is read")
    func announcedBodyTooLarge() async throws {
        try await ServerProcess.serving(["--in-memory", "--token", Self.token, "--body-timeout", "600"]) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("""
                POST /api/v1/products HTTP/1.1\r
                Host: 127.0.0.1\r
                Authorization: Bearer \(Self.token)\r
                Content-Type: application/json\r
                Content-Length: 50000000\r
                \r
                {"name":
                """)
            // Nothing more is sent: the answer comes without waiting for the 50 MB, or the body timeout.
            let text = connection.readAnswer(limit: .seconds(10))
            #expect(text.hasPrefix("HTTP/1.1 413"))
            #expect(text.contains("The request body is larger than 65536 bytes; send at most 65536."))
        }
    }

    @Test("A write without the token is refused before its body is read: the answer comes while the body is still on its way", arguments: [nil, "Bearer wrong-token-0123456789"])
    func writeRefusedUnread(authorization: String?) async throws {
        try await ServerProcess.serving(["--in-memory", "--token", Self.token, "--body-timeout", "600"]) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("""
                POST /api/v1/products HTTP/1.1\r
                Host: 127.0.0.1\r
                \(authorization.map { "Authorization: \($0)\r\n" } ?? "")Content-Type: application/json\r
                Content-Length: 60000\r
                \r
                {"name":
                """)
            // Nothing more is sent: the answer comes without the rest of the body, or the body timeout.
            let text = connection.readAnswer(limit: .seconds(10))
            #expect(text.hasPrefix("HTTP/1.1 401"), "\(text)")
        }
    }
    // sample:end
}
