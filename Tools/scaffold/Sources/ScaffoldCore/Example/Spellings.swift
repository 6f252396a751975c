/// Every spelling of one name the example's code uses, paired with the spelling of the
/// name it becomes, so that one pass over a text renames it in each of them.
struct Spellings {
    /// (example's spelling, new spelling), longest first, so that `PurchaseOrders` is
    /// renamed before `PurchaseOrder` can match inside it.
    let pairs: [(from: String, to: String)]

    init(_ pairs: [(from: String, to: String)]) {
        self.init(pairs, numbers: [:])
    }

    /// A feature's names: types, values, paths, tables and words, and `a purchase order`
    /// with its article.
    init(feature from: FeatureName, to: FeatureName) {
        let article = { (name: FeatureName) in Self.withArticle(name.singularWords) }
        self.init([
            (from.plural, to.plural), (from.singular, to.singular),
            (from.pluralValue, to.pluralValue), (from.singularValue, to.singularValue),
            (from.pluralSlug, to.pluralSlug), (from.singularSlug, to.singularSlug),
            (from.table, to.table), (from.singularTable, to.singularTable),
            (from.pluralWords, to.pluralWords), (from.singularWords, to.singularWords),
            (from.pluralTitle, to.pluralTitle), (from.singularTitle, to.singularTitle),
            (article(from), article(to)), (FeatureName.upperFirst(article(from)), FeatureName.upperFirst(article(to))),
        ])
    }

    /// Whole numbers `apply` writes anew, before the pairs: a number field's values.
    let numbers: [Int64: Int64]

    init(_ pairs: [(from: String, to: String)], numbers: [Int64: Int64]) {
        self.pairs = pairs.filter { !$0.from.isEmpty }.sorted { $0.from.count > $1.from.count }
        self.numbers = numbers
    }

    /// The spellings of `field`'s name alone, unchanged: what names the field in a text.
    init(names field: FeatureField) {
        let plain = FeatureField(name: field.name, kind: field.kind, referred: field.referred)
        self.init(field: plain, to: plain)
    }

    /// A field's names: the property, its type-cased form, its column, its command-line
    /// option, and its words; for a field of a few values, its values too: listed (`a, b`
    /// in code, `"a", "b"` in the document, `'a', 'b'` in SQL) and one by one (`.a`, `"a"`,
    /// `=a"`), the example's first value becoming the field's first, and so on round.
    /// For a number field of another range, its range as Swift and SQL write it, and the
    /// example's numbers for it (`numberValues`) each made one inside the new range.
    /// For a reference, the referred feature's names too (its repository, its use cases,
    /// its routes name the field), and its rule on delete.
    init(field from: FeatureField, to: FeatureField) {
        var pairs = [
            (from.name, to.name), (FeatureName.upperFirst(from.name), FeatureName.upperFirst(to.name)),
            (from.column, to.column), (from.option, to.option), (from.words, to.words), (from.label, to.label),
            // Before the words alone (longer pairs go first): "an issued on" becomes "a day".
            (Self.withArticle(from.words), Self.withArticle(to.words)),
        ]
        if let referred = from.referred, let new = to.referred {
            pairs += Spellings(feature: referred, to: new).pairs
            if to.cascades != from.cascades { pairs.append(from.cascades ? ("ON DELETE CASCADE", "ON DELETE RESTRICT") : ("ON DELETE RESTRICT", "ON DELETE CASCADE")) }
        }
        if !from.choices.isEmpty, !to.choices.isEmpty {
            pairs += [
                (from.choices.joined(separator: ", "), to.choices.joined(separator: ", ")),
                (from.choices.map { "'\($0)'" }.joined(separator: ", "), to.choices.map { "'\($0)'" }.joined(separator: ", ")),
                // Quoted in the document, where YAML would read `on` or `null` as no text.
                (from.choices.map { "\"\($0)\"" }.joined(separator: ", "), to.choices.map { "\"\($0)\"" }.joined(separator: ", ")),
            ]
            for (index, choice) in from.choices.enumerated() {
                let new = to.choices[index % to.choices.count]
                pairs += [(".\(choice)", ".\(new)"), ("\"\(choice)\"", "\"\(new)\""), ("=\(choice)\"", "=\(new)\"")]
            }
        }
        guard from.kind == .int, from.range != to.range else {
            self.init(pairs, numbers: [:])
            return
        }
        // A negative upper bound in parentheses: Swift reads `...-` as one operator.
        let swift = { (range: ClosedRange<Int64>) in
            "\(range.lowerBound)...\(range.upperBound == Int64.max ? "Int.max" : range.upperBound < 0 ? "(\(range.upperBound))" : String(range.upperBound))"
        }
        pairs += [
            (swift(from.range), swift(to.range)),
            ("BETWEEN \(from.range.lowerBound) AND \(from.range.upperBound)", "BETWEEN \(to.range.lowerBound) AND \(to.range.upperBound)"),
            ("minimum: \(from.range.lowerBound), maximum: \(from.range.upperBound)", "minimum: \(to.range.lowerBound), maximum: \(to.range.upperBound)"),
        ]
        // Kept where they all fit; else the range's first numbers in their order, round
        // again when it has fewer, so that values that differ go on differing.
        var numbers = [from.range.lowerBound - 1: to.range.lowerBound - 1]
        let fit = Self.numberValues.allSatisfy(to.range.contains)
        let (width, wide) = to.range.upperBound.subtractingReportingOverflow(to.range.lowerBound)
        let span = !wide && width < Int64(Self.numberValues.count) ? width + 1 : Int64(Self.numberValues.count)
        for (index, value) in Self.numberValues.enumerated() {
            numbers[value] = fit ? value : to.range.lowerBound + Int64(index) % span
        }
        self.init(pairs, numbers: numbers)
    }

    /// `words` after the article English gives them by their first letter: "an issued
    /// on", "a day".
    static func withArticle(_ words: String) -> String {
        ("aeiou".contains(words.prefix(1)) ? "an " : "a ") + words
    }

    /// The values the example's code and tests give its number field, besides the one
    /// below its range that a test gives to be refused.
    static let numberValues: [Int64] = [7, 10, 14, 20, 21, 30]

    /// Whether `text` has any of the example's spellings.
    func occur(in text: some StringProtocol) -> Bool {
        pairs.contains { text.containsBytes($0.from) }
    }

    /// `text` with each of the example's spellings replaced, in one pass from the left.
    func apply(to text: some StringProtocol) -> String {
        var result = ""
        var rest = Substring(numbers.isEmpty ? String(text) : renumbered(String(text)))
        while !rest.isEmpty {
            if let pair = pairs.first(where: { rest.hasPrefix($0.from) }) {
                result += pair.to
                rest = rest.dropFirst(pair.from.count)
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result
    }

    /// `text` with each whole number of `numbers` (not part of a name or of another number) written anew.
    private func renumbered(_ text: String) -> String {
        let characters = Array(text)
        let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" || character == "." }
        var result = ""
        var index = 0
        while index < characters.count {
            let start = index
            let signed = characters[index] == "-" && index + 1 < characters.count && characters[index + 1].isASCII && characters[index + 1].isNumber
            guard (signed || characters[index].isASCII && characters[index].isNumber), start == 0 || !isWord(characters[start - 1]) else {
                result.append(characters[index])
                index += 1
                continue
            }
            index += signed ? 1 : 0
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            let token = String(characters[start..<index])
            let standsAlone = index == characters.count || !isWord(characters[index])
            result += standsAlone ? Int64(token).flatMap { numbers[$0] }.map(String.init) ?? token : token
        }
        return result
    }
}
