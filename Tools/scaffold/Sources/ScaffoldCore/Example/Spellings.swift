/// Every spelling of one name the example's code uses, paired with the spelling of the
/// name it becomes, so that one pass over a text renames it in each of them.
struct Spellings {
    /// (example's spelling, new spelling), longest first, so that `PurchaseOrders` is
    /// renamed before `PurchaseOrder` can match inside it.
    let pairs: [(from: String, to: String)]

    init(_ pairs: [(from: String, to: String)]) {
        self.pairs = pairs.filter { !$0.from.isEmpty }.sorted { $0.from.count > $1.from.count }
    }

    /// A feature's names: types, values, paths, tables and words, and `a purchase order`
    /// with its article.
    init(feature from: FeatureName, to: FeatureName) {
        let article = { (name: FeatureName) in ("aeiou".contains(name.singularWords.prefix(1)) ? "an " : "a ") + name.singularWords }
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

    /// A field's names: the property, its type-cased form, its column, its command-line
    /// option, and its words; for a field of a few values, its values too: listed (`a, b`
    /// in code and in the document, `'a', 'b'` in SQL) and one by one (`.a`, `"a"`,
    /// `=a"`), the example's first value becoming the field's first, and so on round.
    init(field from: FeatureField, to: FeatureField) {
        var pairs = [
            (from.name, to.name), (FeatureName.upperFirst(from.name), FeatureName.upperFirst(to.name)),
            (from.column, to.column), (from.option, to.option), (from.words, to.words), (from.label, to.label),
        ]
        if !from.choices.isEmpty, !to.choices.isEmpty {
            pairs += [
                (from.choices.joined(separator: ", "), to.choices.joined(separator: ", ")),
                (from.choices.map { "'\($0)'" }.joined(separator: ", "), to.choices.map { "'\($0)'" }.joined(separator: ", ")),
            ]
            for (index, choice) in from.choices.enumerated() {
                let new = to.choices[index % to.choices.count]
                pairs += [(".\(choice)", ".\(new)"), ("\"\(choice)\"", "\"\(new)\""), ("=\(choice)\"", "=\(new)\"")]
            }
        }
        self.init(pairs)
    }

    /// Whether `text` has any of the example's spellings.
    func occur(in text: some StringProtocol) -> Bool {
        pairs.contains { text.contains($0.from) }
    }

    /// `text` with each of the example's spellings replaced, in one pass from the left.
    func apply(to text: some StringProtocol) -> String {
        var result = ""
        var rest = Substring(text)
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
}
