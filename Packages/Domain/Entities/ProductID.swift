/// The identity of a product: a positive integer, stable for the product's lifetime.
public struct ProductID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    /// The id `text` spells, if it spells one: a whole number from 1, in decimal digits.
    /// The one place the rule is written; links, pages, the API and the CLI all ask here.
    public init?(parsing text: some StringProtocol) {
        guard text.allSatisfy(\.isASCIIDigit), let value = Int64(text), value >= 1 else { return nil }
        self.rawValue = value
    }

    /// Whether the id can name a product at all.
    public var isValid: Bool { rawValue >= 1 }

    /// The rule `init(parsing:)` applies, said for a person.
    public static let rule = "ids are whole numbers from 1"

    public var description: String { String(rawValue) }

    public static func < (lhs: ProductID, rhs: ProductID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
