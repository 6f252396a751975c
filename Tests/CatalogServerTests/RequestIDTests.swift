@testable import CatalogServer
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@Suite("Request ids")
struct RequestIDTests {
    @Test("A request's id is the process's 16 hex digits and 16 random ones, the same in its answer and its log line; ids in a row share no count")
    func processThenRandom() async throws {
        let lines = CapturedLines()
        let logger = Logger(label: "test") { LineLogHandler(label: $0, metadataProvider: nil) { lines.append($0) } }
        let ids = try await withRouter(accessLog: true, logger: logger) { client in
            var ids: [String] = []
            for _ in 1...50 {
                let answer = try await client.execute(uri: "/health", method: .get)
                ids.append(try #require(answer.headers.first { $0.name.rawName == "X-Request-ID" }?.value))
            }
            return ids
        }
        #expect(ids.allSatisfy { $0.utf8.count == 32 && $0.allSatisfy { $0.isHexDigit && !$0.isUppercase } }, "\(ids)")
        #expect(Set(ids.map { $0.prefix(16) }).count == 1, "one process")
        let counts = ids.compactMap { UInt64($0.suffix(16), radix: 16) }
        #expect(Set(counts).count == 50)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $1 &- $0 > 1_000 }, "no count a client could read: \(counts)")
        #expect(ids.allSatisfy { id in lines.all.contains { $0.contains("hb.request.id=\(id)") } }, "the log names each by its id")
    }
}
