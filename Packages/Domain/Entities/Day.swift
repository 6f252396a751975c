/// A day of the calendar without a time of day or a time zone, as `2026-01-31`: a due
/// date, a birthday, what a person means by "on the 31st". Years 1 to 9999, proleptic
/// Gregorian, so that every store and every wire spells it the ISO 8601 way.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day, or `nil` when there is none such (February's 30th, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.length(ofMonth: month, in: year)).contains(day) else {
            return nil
        }
        self.init(checked: year, month, day)
    }

    private init(checked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// 1970-01-01: what stands in for a day that could not be read, while the rest of a
    /// draft is checked.
    public static let epoch = Day(checked: 1970, 1, 1)

    /// The day `text` spells as `YYYY-MM-DD`, exactly; `nil` for anything else.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
              parts.allSatisfy({ $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
