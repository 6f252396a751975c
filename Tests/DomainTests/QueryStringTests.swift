import Domain
import Testing

/// The one reader and writer of every address's query: the API, the pages, the links.
@Suite("QueryString: a query's pairs in the form encoding, read and spelled one way")
struct QueryStringTests {
    @Test("A query reads as a browser's form spells it", arguments: [
        ("", []),
        ("search=lamp&sort=price-asc&page=2&page-size=50", [("search", "lamp"), ("sort", "price-asc"), ("page", "2"), ("page-size", "50")]),
        ("search=brass+lamp", [("search", "brass lamp")]),
        ("search=c%2B%2B+caf%C3%A9", [("search", "c++ café")]),
        ("search=50%25&search=%2b", [("search", "50%"), ("search", "+")]),
        ("search=a=b&page", [("search", "a=b"), ("page", "")]),
        ("=lamp&&page=1&", [("", "lamp"), ("page", "1")]),
        ("s%65arch=l%61mp", [("search", "lamp")]),
        ("search=a/b?c;d", [("search", "a/b?c;d")]),
        ("search=caf\u{E9}", [("search", "caf\u{E9}")]),
    ] as [(String, [(String, String)])])
    func read(query: String, pairs: [(String, String)]) throws {
        let read = try QueryString.pairs(query)
        #expect(read.map { [$0.name, $0.value] } == pairs.map { [$0.0, $0.1] })
    }

    @Test("An escape that is not two hexadecimal digits, or bytes that are not UTF-8, is refused", arguments: [
        "search=%zz", "search=%C3", "search=%", "search=%4", "page=1&%E2%82=x", "search=%FF%FE",
    ])
    func malformed(query: String) {
        #expect(throws: InvalidQueryReason.malformedQuery) { try QueryString.pairs(query) }
    }

    @Test("A target's query is what follows its ? and precedes its #", arguments: [
        ("/things", nil),
        ("/things?", ["/things", ""]),
        ("/api/v1/things?page=2#results", ["/api/v1/things", "page=2"]),
        ("/things?search=a%23b&page=3#x?y=z", ["/things", "search=a%23b&page=3"]),
        ("/things#top?page=%zz", nil),
    ] as [(String, [String]?)])
    func target(target: String, parts: [String]?) {
        #expect(QueryString.split(target: target).map { [String($0.path), String($0.query)] } == parts)
    }

    @Test("What is spelled reads back as it was, whatever the text")
    func roundTrip() throws {
        let alphabet = Array("aZ09-._~ +%&=?#/;:@!$'()*,[]\\\"<>^`{|}\u{0}\u{7F}é€😀\u{202E}")
        // Random texts; a failure prints the query it spelled, which is the case to keep.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let pairs: [QueryString.Pair] = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (text(from: alphabet, using: &generator), text(from: alphabet, using: &generator))
            }
            let spelled = QueryString.spelled(pairs)
            #expect(spelled.utf8.allSatisfy { QueryString.isUnreserved($0) || "%=&".utf8.contains($0) }, "\(spelled)")
            let read = try QueryString.pairs(spelled)
            #expect(read.map { [$0.name, $0.value] } == pairs.map { [$0.name, $0.value] }, "\(spelled)")
        }
    }

    @Test("Plain text is spelled as it is; anything else is escaped byte by byte")
    func escaping() {
        #expect(QueryString.escaped("Desk-lamp_2.0~") == "Desk-lamp_2.0~")
        #expect(QueryString.escaped("c++ café") == "c%2B%2B%20caf%C3%A9")
        #expect(QueryString.escaped("a&b=c#d") == "a%26b%3Dc%23d")
        #expect(QueryString.spelled([("search", "brass lamp"), ("page", "2")]) == "search=brass%20lamp&page=2")
    }

    private func text(from alphabet: [Character], using generator: inout some RandomNumberGenerator) -> String {
        String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }
}

