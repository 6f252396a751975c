import Composition
@testable import DataLayer
import Domain
import PostgresNIO
import TestSupport
import Testing

/// Search text from a hostile or unusual keyboard is searched for, never an error: marks
/// with no letter before them, prepended letters that join the next character into one
/// grapheme, quotes, every FTS5 and tsquery operator, and letters of many scripts.
@Suite("Search text fuzz: random Unicode is never an error on any store")
struct SearchTextFuzzTests {
    /// The pieces a search text is drawn from, chosen for what they do to a query grammar.
    static let pieces: [String] = [
        "\u{0D4E}", "\u{0600}", "\u{110BD}", "\u{0301}", "\u{20DD}", "\u{0903}", "\u{200D}", "\u{FE0F}",
        "\"", "'", "`", "*", ":", "^", "-", "+", "(", ")", "&", "|", "!", "<", ">", "<->", "\\", "%", "_", ";",
        "NEAR", "AND", "OR", "NOT", "name:", "lamp", "brass", "é", "ß", "İ", "ǅ", "Ⅻ", "½", "٣", "漢字", "ไทย", "👩‍👩‍👧",
        " ", "\t", "\u{00A0}", "\u{0}", "\u{1F}",
    ]

    /// `count` texts of one to six pieces, the same ones on every run (a fixed seed).
    static func texts(count: Int) -> [String] {
        var generator = SplitMix64(seed: 0x5EA_4C4)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    /// Texts that broke a query grammar once: a prepended letter (U+0D4E, U+0600, U+110BD)
    /// makes one grapheme of itself and the quote or operator after it.
    static let known = ["\u{0D4E}\"", "\u{0D4E}!", "lamp \u{0D4E}:", "\u{0600}*", "\u{110BD}(", "\u{0301}lamp", "\"", "\u{0D4E}"]

    @Test("Texts that broke a query grammar once are searched for", arguments: CatalogSource.all)
    func knownTextIsSearched(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            for text in Self.known {
                let page = try await repositories.products.searchProducts(ProductQuery(text: text, page: PageRequest(pageSize: 5)))
                // A mark before a word is no word of its own: that one finds the lamps, the rest nothing.
                #expect(text == "\u{0301}lamp" ? page.totalCount > 0 : page.totalCount == 0, "\(text.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("300 random texts search without an error, and the catalog is intact afterwards", arguments: CatalogSource.all)
    func randomTextIsSearched(_ source: CatalogSource) async throws {
        try await source.withRepositories { repositories in
            for text in Self.texts(count: 300) {
                do {
                    _ = try await repositories.products.searchProducts(ProductQuery(text: text, page: PageRequest(pageSize: 5)))
                } catch {
                    Issue.record("searching for \(text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }) failed: \(error)")
                }
            }
            let all = try await repositories.products.searchProducts(ProductQuery())
            #expect(all.totalCount == RepositoryConformanceTests.sample.count)
        }
    }

    @Test(
        "Each word the search rule finds is one prefix term to PostgreSQL, so the bound on words bounds its lookups",
        .enabled(if: PostgresTestServer.url != nil, "\(PostgresTestServer.missing)")
    )
    func oneTermPerWordOnPostgres() async throws {
        let server = try #require(PostgresTestServer.url)
        try await PostgresTestServer.withDatabase(on: server) { url in
            let store = PostgresStore(
                location: try #require(PostgresLocation(url: url)), migrations: PostgresSchema.migrations, connections: PostgresTestServer.poolSize
            )
            do {
                for text in Self.known + Self.texts(count: 300) + ["a½b²c①d", "x\u{0903}y \u{0BCD}z", "lamp漢字 ٣Ⅻ"] {
                    let words = ProductQuery.words(in: text).count
                    guard let tsQuery = FullTextQuery.tsQuery(for: text) else {
                        #expect(words == 0)
                        continue
                    }
                    // n prefix terms joined by n - 1 operators.
                    let rows = try await store.read("SELECT numnode(to_tsquery('catalog_search', \(tsQuery)))")
                    let nodes = try rows.first?.decode(Int.self)
                    #expect(nodes == 2 * words - 1, "\(text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }): \(tsQuery)")
                }
            } catch {
                await store.close()
                throw error
            }
            await store.close()
        }
    }
}
