/// The identity of a product: a positive integer, stable for the product's lifetime.
public struct ProductID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int64

    public init(rawValue: Int64) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    public var description: String { String(rawValue) }

    public static func < (lhs: ProductID, rhs: ProductID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
