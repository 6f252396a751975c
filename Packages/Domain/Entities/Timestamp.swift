/// An instant as whole seconds since 1970-01-01 00:00 UTC: what a date field holds,
/// without a calendar or a time zone, which belong to whoever shows it.
public struct Timestamp: Hashable, Comparable, Sendable {
    public let secondsSince1970: Int64

    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = secondsSince1970
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}
