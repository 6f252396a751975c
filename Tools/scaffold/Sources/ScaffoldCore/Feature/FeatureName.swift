/// A feature's name in each spelling its code uses: `Order` and `Orders` for types,
/// `order` and `orders` for values, `orders` for addresses and commands, `order_id`-style
/// snake case for SQL, and words for people (`purchase orders`).
public struct FeatureName: Equatable, Sendable {
    /// Such as `PurchaseOrder`.
    public let singular: String
    /// Such as `PurchaseOrders`.
    public let plural: String

    /// `singular` in UpperCamelCase; `plural` when English's regular plural is wrong
    /// for it (`Person`/`People`).
    public init(_ singular: String, plural: String? = nil) throws(ScaffoldError) {
        for name in [singular, plural].compactMap(\.self) where !Self.isUpperCamelCase(name) {
            throw .invalidName("“\(name)” is not a name in UpperCamelCase: use letters and digits, starting with a capital (Order, PurchaseOrder)")
        }
        let plural = plural ?? Self.regularPlural(of: singular)
        guard plural != singular else {
            throw .invalidName("“\(singular)” has no plural of its own; give one with --plural")
        }
        self.singular = singular
        self.plural = plural
    }

    /// A name known to be well formed, such as the example feature's.
    init(verified singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    /// English's regular plural: `Order` → `Orders`, `Category` → `Categories`, `Box` → `Boxes`.
    static func regularPlural(of word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
            return word.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
        return word + "s"
    }

    /// Such as `purchaseOrder`.
    public var singularValue: String { Self.lowerFirst(singular) }
    /// Such as `purchaseOrders`.
    public var pluralValue: String { Self.lowerFirst(plural) }
    /// Such as `purchase-orders`: the web path, the deep link and the CLI command.
    public var pluralSlug: String { Words.of(plural).joined(separator: "-") }
    /// Such as `purchase-order`.
    public var singularSlug: String { Words.of(singular).joined(separator: "-") }
    /// Such as `purchase_orders`: the table.
    public var table: String { Words.of(plural).joined(separator: "_") }
    /// Such as `purchase_order`.
    public var singularTable: String { Words.of(singular).joined(separator: "_") }
    /// Such as `purchase order`.
    public var singularWords: String { Words.of(singular).joined(separator: " ") }
    /// Such as `purchase orders`.
    public var pluralWords: String { Words.of(plural).joined(separator: " ") }
    /// Such as `Purchase orders`.
    public var pluralTitle: String { Self.upperFirst(pluralWords) }
    /// Such as `Purchase order`.
    public var singularTitle: String { Self.upperFirst(singularWords) }

    static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}

/// The words of a camel-case identifier: `placedAt` is `placed` and `at`, `purchaseOrderID` is `purchase`, `order`, `id`.
enum Words {
    /// `placedAt` → `placed`, `at`; `URLPath` → `url`, `path`: a capital after a small
    /// letter starts a word, and so does the last capital of a run before a small letter.
    static func of(_ identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = previous == nil
                || character.isUppercase && (previous?.isUppercase == false || next?.isLowercase == true)
            if startsWord { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        return words
    }
}
