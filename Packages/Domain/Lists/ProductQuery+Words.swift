/// What a search looks for: the words of its text, each matched as the start of a word
/// in a product's name or summary. Every store and double reads the text through this
/// one rule, and the use case bounds how many words a search may have.
extension ProductQuery {
    /// At most this many words in a search: each adds a prefix lookup to every query of
    /// its pages, and a one-letter prefix reads the postings of every word it starts.
    public static let maximumWordCount = 10

    /// The words the text searches for.
    public var words: [String] { Self.words(in: text) }

    /// The words in `text`: runs of Unicode scalars that are letters, digits, letter-like
    /// numbers (Ⅻ) or the marks that follow them; anything else (white space,
    /// punctuation, quotes, operators, and numbers that are neither digits nor letters,
    /// such as ½, ² or ①, which PostgreSQL's parser splits a word at) separates words and
    /// is never searched for. So each word is one prefix lookup in either store. Scalars,
    /// not Characters: a Character is a whole grapheme, and a prepended letter (U+0D4E)
    /// joins the quote after it into one, which would carry the quote into a store's query.
    public static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber:
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
}
