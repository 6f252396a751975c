import Foundation
import Testing
@testable import WebAPI

@Suite("The API's query grammar")
struct QueryGrammarTests {
    @Test("A query reads as URLComponents reads it, split by hand or not", arguments: [
        "/api/v1/products",
        "/api/v1/products?",
        "/api/v1/products?search=lamp&sort=price-asc&page=2&page-size=50",
        "/api/v1/products?search=brass+lamp&category=home-office",
        "/api/v1/products?search=caf%C3%A9%20noir&page=1",
        "/api/v1/products?search=50%25&search=%2B",
        "/api/v1/products?search=a=b&page",
        "/api/v1/products?search=a=b&page=2",
        "/api/v1/products?=lamp&page=1",
        "/api/v1/products?search=lamp&&page=1",
        "/api/v1/products?search=%zz",
        "/api/v1/products?search=%C3",
        "/api/v1/products?search=lamp;page=1",
        "/api/v1/products?search=l%61mp&%70age=2",
        "/api/v1/products?search=a/b?c",
        "/api/v1/products?search=a b&page=2",
        "/api/v1/products?search=a#b&page=2",
        "/api/v1/products?search=caf\u{E9}&page=2",
    ])
    func pairs(path: String) {
        let expected = (URLComponents(string: path)?.queryItems ?? []).map { [$0.name, $0.value ?? ""] }
        #expect(QueryGrammarMiddleware.queryPairs(in: path).map { [$0.name, $0.value] } == expected)
    }
}
