@testable import CatalogServer
import Composition
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Presentation
import Testing

@Suite("JSON log lines and the access log")
struct JSONLogTests {
    /// A logger that writes JSON lines into `lines`.
    func jsonLogger(into lines: CapturedLines) -> Logger {
        Logger(label: "catalog-server") { LineLogHandler(label: $0, format: .json, metadataProvider: nil) { lines.append($0) } }
    }

    /// Each line as the object it spells.
    func objects(_ lines: CapturedLines) throws -> [[String: String]] {
        try lines.all.map { line in
            #expect(line.hasSuffix("\n") && line.dropLast().firstIndex(of: "\n") == nil, "one object, one line: \(line)")
            return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        }
    }

    @Test("A JSON line holds the time, level, label, source, message and metadata, whatever the message holds")
    func jsonLine() throws {
        let lines = CapturedLines()
        var logger = jsonLogger(into: lines)
        logger[metadataKey: "hb.request.id"] = "7"
        let hostile = "a \"quote\", a \\ backslash,\na new line, a \u{1B}[31mcolour\u{1B}[0m and \u{2028}"
        logger.warning("\(hostile)", metadata: ["client": "\(hostile)"], source: "CatalogServer")
        let object = try #require(try objects(lines).first)
        #expect(object["message"] == hostile && object["client"] == hostile)
        #expect(object["level"] == "warning" && object["label"] == "catalog-server" && object["source"] == "CatalogServer")
        #expect(object["hb.request.id"] == "7")
        #expect(object["time"].flatMap { try? Date($0, strategy: .iso8601) } != nil)
    }

    @Test("With the access log, every answer is a line with its request's id, its route as registered, its status and duration")
    func accessLog() async throws {
        let lines = CapturedLines()
        // A feature's item page, where there is one: its route has a capture.
        let item = FeatureRoutes.all.first { $0.depth > 1 }.map { "/\($0.segment)" }
        let paths = ["/health"] + (item.map { [$0 + "/1"] } ?? []) + ["/nowhere/at/all"]
        let ids = try await withRouter(accessLog: true, logger: jsonLogger(into: lines)) { client in
            var ids: [String?] = []
            for path in paths { ids.append(try await client.execute(uri: path, method: .get).headers[RequestIDMiddleware.header]) }
            return ids
        }
        let answered = try objects(lines).filter { $0["message"] == "Answered" }
        #expect(answered.count == paths.count)
        #expect(answered.map { $0["hb.request.id"] } == ids)
        #expect(answered.first?["route"] == "/health")
        if let item { #expect(answered[1]["route"] == item + "/{id}", "the route as registered, not the id asked for") }
        #expect(answered.last?["route"].map { !$0.contains("nowhere") } == true, "an unmatched path is never a route: a client cannot grow the log's routes")
        #expect(answered.last?["status"] == "404" && answered.dropLast().allSatisfy { $0["status"] == "200" })
        #expect(answered.allSatisfy { $0["method"] == "GET" })
        #expect(answered.allSatisfy { $0["duration_ms"].flatMap(Double.init).map { $0 >= 0 } == true })
    }

    @Test("Without it, answers are not logged")
    func noAccessLog() async throws {
        let lines = CapturedLines()
        _ = try await withRouter(logger: jsonLogger(into: lines)) { client in
            try await client.execute(uri: "/health", method: .get).status
        }
        #expect(try objects(lines).allSatisfy { $0["message"] != "Answered" })
    }
}
