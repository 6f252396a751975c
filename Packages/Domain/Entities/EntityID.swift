/// The identity of an item of one kind (`EntityID<Product>`, `EntityID<Order>`): a positive
/// integer, stable for the item's lifetime. The kind is in the type, so that an order's id
/// cannot be passed where a product's is asked for, and every kind reads an id one way.
public struct EntityID<Entity>: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int64) {
        self.rawValue = value
    }

    /// The id `text` spells, if it spells one: a whole number from 1, in decimal digits.
    /// The one place the rule is written; links, pages, the API and the CLI all ask here.
    /// Read byte by byte, and inlined where it is called: every request for an item reads
    /// its id here, where comparing characters and a generic call cost microseconds.
    @inlinable
    public init?(parsing text: some StringProtocol) {
        var value: Int64 = 0
        var digits = 0
        for byte in text.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (tenfold, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowedAgain) = tenfold.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflowed, !overflowedAgain else { return nil }
            value = next
            digits += 1
        }
        guard digits > 0, value >= 1 else { return nil }
        self.rawValue = value
    }

    /// The id a query's parameter `name` gives as `value`: a filter by another feature's
    /// item. A value that is no id is the query's error, naming the parameter.
    public init(parameter name: String, value: String) throws(InvalidQueryReason) {
        guard let id = Self(parsing: value) else { throw .malformedParameter(name, value: value) }
        self = id
    }

    /// Whether the id can name an item at all.
    public var isValid: Bool { rawValue >= 1 }

    /// The rule `init(parsing:)` applies, said for a person.
    public static var rule: String { "ids are whole numbers from 1" }

    public var description: String { String(rawValue) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
