import Foundation
import TestSupport
import Testing

/// Traces as an operator's collector receives them: the server started with
/// `--otlp-endpoint` sends a span per request over OTLP/HTTP, with its use case and its
/// store calls as child spans, and its log lines carry the request's trace id.
@Suite("Traces: a span per request over OTLP/HTTP, its use case and store calls below it, its ids in the log")
struct TracingTests {
    @Test("Each request is a server span named by its route, in a trace of its own unless a trusted proxy brings one; a page's use case, or an API operation named by its id, and the store's reads are below it; the access log line names its trace")
    func spansPerRequest() async throws {
        let collector = try OTLPCollector()
        defer { collector.close() }
        let server = try await ServerProcess.start([
            "--in-memory", "--otlp-endpoint", "http://127.0.0.1:\(collector.port)", "--log-format", "json", "--access-log",
        ])
        defer { Foundation.kill(server.process.processIdentifier, SIGKILL) }
        for path in ["/", "/ready"] {
            #expect(try answer(to: path, port: server.port).hasPrefix("HTTP/1.1 200 OK"))
        }
        // A caller's W3C traceparent, from a peer that is no trusted proxy, starts nothing:
        // the request's trace is its own.
        let caller = (trace: "4bf92f3577b34da6a3ce929d0e0e4736", span: "00f067aa0ba902b7")
        #expect(try answer(to: "/health", port: server.port, headers: "traceparent: 00-\(caller.trace)-\(caller.span)-01\r\n").hasPrefix("HTTP/1.1 200 OK"))
        // One of the API's operations, whichever list the document names first.
        let listing = try ServedDocument(servedOn: server.port).firstList
        if let listing {
            #expect(try answer(to: listing.path, port: server.port).hasPrefix("HTTP/1.1 200 OK"))
        }
        // The exporter sends what is left as the server stops, before it exits.
        #expect(await server.stop(waitingAtMost: .seconds(30)))
        #expect(collector.problems.isEmpty, "\(collector.problems)")
        let spans = collector.spans

        let home = try #require(spans.first { $0.kind == 2 && $0.name == "/" }, "\(spans)")
        #expect(home.parentSpanID.isEmpty && home.attributes["http.response.status_code"] == "200")
        #expect(spans.contains { $0.parentSpanID == home.spanID && $0.traceID == home.traceID }, "the page's use case: \(spans)")

        let ready = try #require(spans.first { $0.kind == 2 && $0.name == "/ready" }, "\(spans)")
        #expect(ready.traceID != home.traceID)
        let readyReads = descendants(of: ready, in: spans).filter { $0.name == "SQLite read" }
        #expect(!readyReads.isEmpty && readyReads.allSatisfy { $0.kind == 3 && $0.attributes["db.system.name"] == "sqlite" }, "\(spans)")

        let health = try #require(spans.first { $0.kind == 2 && $0.name == "/health" }, "\(spans)")
        #expect(health.traceID != caller.trace && health.parentSpanID.isEmpty, "\(health)")

        // The operation is a span of its own, named by its id, between the request's and the store's.
        if let listing {
            let api = try #require(spans.first { $0.kind == 2 && $0.name == listing.path }, "\(spans)")
            let operation = try #require(spans.first { $0.name == listing.operationID }, "\(spans)")
            #expect(operation.parentSpanID == api.spanID && operation.traceID == api.traceID)
            #expect(descendants(of: operation, in: spans).contains { $0.name == "SQLite read" }, "\(spans)")
        }

        // The access log's line for /ready, written inside the request's span, names it.
        let lines = server.logText.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: String]
        }
        let answered = try #require(lines.first { $0["message"] == "Answered" && $0["route"] == "/ready" }, "\(server.logText)")
        #expect(answered["trace_id"] == ready.traceID, "\(answered)")
        #expect(answered["hb.request.id"] != nil, "\(answered)")
    }

    @Test("Without --otlp-endpoint nothing is exported, even where OpenTelemetry's variables name a collector, and log lines carry no trace id")
    func offUnlessGiven() async throws {
        let collector = try OTLPCollector()
        defer { collector.close() }
        let server = try await ServerProcess.start(
            ["--in-memory", "--log-format", "json", "--access-log"],
            environment: ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:\(collector.port)/v1/traces"]
        )
        defer { Foundation.kill(server.process.processIdentifier, SIGKILL) }
        #expect(try answer(to: "/ready", port: server.port).hasPrefix("HTTP/1.1 200 OK"))
        #expect(await server.stop(waitingAtMost: .seconds(30)))
        #expect(collector.spans.isEmpty)
        #expect(!server.logText.contains("trace_id"), "\(server.logText)")
    }

    @Test("On PostgreSQL, an API operation's reads are spans of their own below it too, naming the database and its server", .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)"))
    func postgresReads() async throws {
        let postgres = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: postgres) { url in
            let collector = try OTLPCollector()
            defer { collector.close() }
            let server = try await ServerProcess.start([
                "--database", url.absoluteString, "--postgres-connections", "\(PostgresTestServer.poolSize)",
                "--otlp-endpoint", "http://127.0.0.1:\(collector.port)",
            ])
            defer { Foundation.kill(server.process.processIdentifier, SIGKILL) }
            let listing = try #require(try ServedDocument(servedOn: server.port).firstList)
            #expect(try answer(to: listing.path, port: server.port).hasPrefix("HTTP/1.1 200 OK"))
            #expect(await server.stop(waitingAtMost: .seconds(30)))
            let spans = collector.spans
            let operation = try #require(spans.first { $0.name == listing.operationID }, "\(spans)")
            let reads = descendants(of: operation, in: spans).filter { $0.name == "PostgreSQL read" }
            #expect(!reads.isEmpty && reads.allSatisfy { $0.kind == 3 && $0.attributes["db.system.name"] == "postgresql" }, "\(spans)")
            // Where it ran: the database, and the server by its address and port.
            let place = ["db.namespace": String(url.path.dropFirst()), "server.address": url.host ?? "", "server.port": url.port.map(String.init) ?? ""]
            #expect(reads.allSatisfy { read in place.allSatisfy { read.attributes[$0.key] == $0.value } }, "\(reads)")
        }
    }

    /// The spans below `span`, at any depth.
    private func descendants(of span: ExportedSpan, in spans: [ExportedSpan]) -> [ExportedSpan] {
        let children = spans.filter { $0.parentSpanID == span.spanID && $0.traceID == span.traceID }
        return children + children.flatMap { descendants(of: $0, in: spans) }
    }

    /// The answer to a GET of `path` on a connection of its own.
    private func answer(to path: String, port: Int, headers: String = "") throws -> String {
        let connection = try RawConnection(port: port)
        try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(headers)Connection: close\r\n\r\n")
        return connection.readUntilClosed(limit: .seconds(10)).text
    }
}
