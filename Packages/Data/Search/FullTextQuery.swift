/// Turns what a person typed into an FTS5 match expression that can only ever mean
/// "every word, as a prefix": quotes, operators and column filters in the text are
/// searched for as words, never interpreted.
enum FullTextQuery {
    /// The expression for `text`, or `nil` when it holds no letter or digit to search for.
    static func matchExpression(for text: String) -> String? {
        let words = text
            .split { !($0.isLetter || $0.isNumber) }
            .map { "\"\($0)\"*" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
