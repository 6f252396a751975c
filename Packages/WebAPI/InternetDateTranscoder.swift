import Foundation
import OpenAPIRuntime

/// Dates as RFC 3339 says them (the document's `date-time`): with or without fractional
/// seconds, in any offset the grammar allows (up to ±23:59, which Foundation's ISO 8601
/// parser refuses past ±18:00); written back without fractions, in UTC. OpenAPIRuntime's
/// default reads only the form without fractions, and answers a valid date with 400.
public struct InternetDateTranscoder: DateTranscoder {
    public init() {}

    public func encode(_ date: Date) throws -> String {
        date.formatted(.iso8601)
    }

    public func decode(_ text: String) throws -> Date {
        guard let date = Self.date(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an RFC 3339 date-time"))
        }
        return date
    }

    /// `full-date "T" full-time` of RFC 3339, section 5.6.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            return bytes[start..<start + count].reduce(0) { total, byte in
                guard let total, (0x30...0x39).contains(byte) else { return nil }
                return total * 10 + Int(byte - 0x30)
            }
        }
        func byte(_ index: Int, _ allowed: String) -> Bool { index < bytes.count && allowed.utf8.contains(bytes[index]) }
        guard let year = number(0, 4), byte(4, "-"), let month = number(5, 2), byte(7, "-"), let day = number(8, 2), byte(10, "Tt"),
              let hour = number(11, 2), byte(13, ":"), let minute = number(14, 2), byte(16, ":"), let second = number(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60 else { return nil }
        var index = 19
        var fraction = 0.0
        if byte(index, ".") {
            var scale = 0.1
            index += 1
            let digits = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > digits else { return nil }
        }
        var offset = 0
        if byte(index, "Zz") {
            index += 1
        } else if byte(index, "+-"), let hours = number(index + 1, 2), byte(index + 3, ":"), let minutes = number(index + 4, 2),
                  hours < 24, minutes < 60 {
            offset = (hours * 3_600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)),
              calendar.component(.day, from: midnight) == day else { return nil } // no 30 February
        return midnight + TimeInterval(hour * 3_600 + minute * 60 + second - offset) + fraction
    }
}
