import Domain
import Testing
@testable import WebAPI

/// What the generated code decodes: the query as the grammar read it, spelt one way.
@Suite("The API's query grammar: what the generated code is handed")
struct QueryGrammarTests {
    @Test("A query reaches the generated code spelt as the grammar read it, whatever the client's spelling", arguments: [
        ("/api/v1/things", "/api/v1/things"),
        ("/api/v1/things?", "/api/v1/things"),
        ("/api/v1/things?&page=2&&page-size=5&", "/api/v1/things?page=2&page-size=5"),
        ("/api/v1/things?name", "/api/v1/things?name="),
        ("/api/v1/things?q=brass+lamp&q2=c%2b%2b", "/api/v1/things?q=brass%20lamp&q2=c%2B%2B"),
        ("/api/v1/things?q=a/b?c#fragment", "/api/v1/things?q=a%2Fb%3Fc"),
        ("/api/v1/things?q=a\u{0D4E}&page=3", "/api/v1/things?q=a%E0%B5%8E&page=3"),
    ])
    func respelt(target: String, read: String) throws {
        #expect(try QueryGrammarMiddleware.readQuery(target: target, operationID: "anything", grammar: { _, _ in nil }).get() == read)
    }

    @Test("An operation without a grammar of its own (an item's read, a write) takes no query: a pair is refused by name")
    func noQuery() throws {
        #expect(try QueryGrammarMiddleware.readQuery(target: "/api/v1/things/1?", operationID: "anything").get() == "/api/v1/things/1")
        #expect(QueryGrammarMiddleware.readQuery(target: "/api/v1/things/1?page=2", operationID: "anything") == .failure(.unknownParameter("page", known: [])))
        #expect(InvalidQueryReason.unknownParameter("page", known: []).description == "“page” is not a parameter; this address takes none.")
    }

    @Test("A query that is not spelt right is refused, whatever the operation")
    func malformed() {
        #expect(QueryGrammarMiddleware.readQuery(target: "/api/v1/things?q=%zz", operationID: "anything") == .failure(.malformedQuery))
    }

    @Test("A target the grammar has read already is passed on as it is; any other is read")
    func readOnce() throws {
        let read = "/api/v1/things?q=%zz" // refused, were it read
        let (same, other) = QueryGrammarMiddleware.$targetRead.withValue(read) {
            (
                QueryGrammarMiddleware.readQuery(target: read, operationID: "anything"),
                QueryGrammarMiddleware.readQuery(target: read + "&page=2", operationID: "anything")
            )
        }
        #expect(try same.get() == read)
        #expect(other == .failure(.malformedQuery))
        #expect(QueryGrammarMiddleware.readQuery(target: read, operationID: "anything") == .failure(.malformedQuery))
    }
}
