import Domain

/// Turns what a person typed into a full-text query that can only ever mean "every word,
/// as a prefix": quotes, operators and column filters in the text are never interpreted
/// (an operator's name is searched for as a word).
/// The same words (`ProductQuery.words(in:)`) make the SQLite and the PostgreSQL query.
enum FullTextQuery {
    /// The FTS5 expression for `text`, or `nil` when it holds no letter or digit to search for.
    static func matchExpression(for text: String) -> String? {
        let words = ProductQuery.words(in: text).map { "\"\($0)\"*" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The `to_tsquery` text for `text`, or `nil` when it holds no letter or digit to search for.
    static func tsQuery(for text: String) -> String? {
        let words = ProductQuery.words(in: text).map { "\($0):*" }
        return words.isEmpty ? nil : words.joined(separator: " & ")
    }
}
