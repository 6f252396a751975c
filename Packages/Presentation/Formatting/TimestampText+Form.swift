import Domain
import Foundation

extension TimestampText {
    /// A timestamp as a form shows it: `2026-01-31 14:30`, in UTC.
    public static func formText(_ timestamp: Timestamp) -> String {
        String(describe(timestamp).dropLast(" UTC".count))
    }

    /// A date and maybe a time of day, in UTC: `2026-01-31`, `2026-01-31 14:30`,
    /// `2026-01-31T14:30:05Z`; `nil` for anything else, such as February's 30th.
    public static func timestamp(from text: String) -> Timestamp? {
        var text = text.trimmingCharacters(in: .whitespaces)
        for suffix in [" UTC", "Z"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count) else { return nil }
        // The date is a day of the calendar, read by the one rule for days.
        guard let date = Day(iso: parts[0]) else { return nil }
        let time = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int64($0) } : [0, 0]
        guard (2...3).contains(time.count) else { return nil }
        let (hour, minute, second) = (time[0], time[1], time.count == 3 ? time[2] : 0)
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        let days = daysSince1970(year: Int64(date.year), month: Int64(date.month), day: Int64(date.day))
        return Timestamp(secondsSince1970: days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// The day count of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
