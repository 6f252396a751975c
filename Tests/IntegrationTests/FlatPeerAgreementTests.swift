import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// The benchmarks compare the template with its flat peer (`flat-server`), which answers
/// the same four reads with no layers; the comparison means something only while the two
/// write the same bytes. `varied.sh` checks that before it measures; this holds the peer
/// to it on every change, so that a page the template changes (a link in the header, a
/// notice) cannot leave the peer behind unseen.
@Suite("The benchmarks' flat peer answers every read it serves with the template's bytes")
struct FlatPeerAgreementTests {
    /// Each branch of the flat peer's list: all, a search, a category, both, every sort,
    /// a later page, a page past the last, a search that matches nothing, a page size.
    static let listQueries = [
        "",
        "search=lamp",
        "category=garden",
        "search=oak&category=furniture&sort=price-asc",
        "search=planter&sort=relevance&page=2&page-size=10",
        "category=kitchen&sort=name&page=3&page-size=12",
        "category=lighting&sort=price-desc&page=2&page-size=24",
        "search=planter&sort=price-desc&page=4&page-size=50",
        "search=zzzz",
        "page-size=50&page=12",
    ]
    static let productIDs = ["1", "42", "600"]

    @Test("Lists and products, as JSON and as HTML, on one seeded file")
    func sameBytes() async throws {
        let folder = try TemporaryDirectory()
        let database = folder.file("catalog.sqlite")
        let paths = Self.listQueries.flatMap { query in
            ["/api/v1/products", "/products"].map { query.isEmpty ? $0 : $0 + "?" + query }
        } + Self.productIDs.flatMap { ["/api/v1/products/" + $0, "/products/" + $0] }
        try await ServerProcess.serving(["--database", database, "--cache-max-age", "0"]) { template in
            // The template creates and seeds the file; the peer reads it as it is.
            _ = try await Self.body(template, "/products")
            try await ServerProcess.serving(product: "flat-server", ["0", database]) { flat in
                for path in paths {
                    let expected = try await Self.body(template, path)
                    let answered = try await Self.body(flat, path)
                    // The first line that differs, not both pages whole.
                    if answered != expected { Issue.record("\(path): \(Self.firstDifference(expected, answered))") }
                }
            }
        }
    }

    static func body(_ server: ServerProcess, _ path: String) async throws -> String {
        let url = try #require(URL(string: server.baseURL.absoluteString + path))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(path)")
        return String(decoding: data, as: UTF8.self)
    }

    /// The first line where `answered` differs from `expected`, to say what the peer missed.
    static func firstDifference(_ expected: String, _ answered: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let answeredLines = answered.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, pair) in zip(expectedLines, answeredLines).enumerated() where pair.0 != pair.1 {
            return "line \(number + 1): the template wrote “\(pair.0)”, the peer “\(pair.1)”"
        }
        return "the template wrote \(expectedLines.count) lines, the peer \(answeredLines.count)"
    }
}
