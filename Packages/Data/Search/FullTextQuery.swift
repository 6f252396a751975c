/// Turns what a person typed into a full-text query that can only ever mean "every word,
/// as a prefix": quotes, operators and column filters in the text are searched for as
/// words, never interpreted. The same words make the SQLite and the PostgreSQL query.
enum FullTextQuery {
    /// The words in `text`: runs of Unicode scalars that are letters, digits or the marks
    /// that follow them. Scalars, not Characters: a Character is a whole grapheme, and a
    /// prepended letter (U+0D4E) joins the quote after it into one, which would carry the
    /// quote into the query.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                word.append(scalar)
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark belongs to the letter before it; one with none starts no word.
                if !word.isEmpty { word.append(scalar) }
            default:
                if !word.isEmpty { words.append(String(word)) }
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// The FTS5 expression for `text`, or `nil` when it holds no letter or digit to search for.
    static func matchExpression(for text: String) -> String? {
        let words = words(in: text).map { "\"\($0)\"*" }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The `to_tsquery` text for `text`, or `nil` when it holds no letter or digit to search for.
    static func tsQuery(for text: String) -> String? {
        let words = words(in: text).map { "\($0):*" }
        return words.isEmpty ? nil : words.joined(separator: " & ")
    }
}
