import Domain
import Foundation

/// Values as a person types them into a form, and back: the one reading every app's
/// editors share, so that `12.50 EUR` means the same in a terminal and in a browser.
public enum FormText {
    /// A whole number, such as `12` or `-3`, white space around it allowed.
    public static func wholeNumber(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }

    /// What a form says a whole-number field within `range` takes: `A whole number from 1`.
    public static func wholeNumberHint(_ range: ClosedRange<Int>) -> String {
        switch (range.lowerBound, range.upperBound) {
        case (Int.min, Int.max): "A whole number"
        case (let minimum, Int.max): "A whole number from \(minimum)"
        case (Int.min, let maximum): "A whole number up to \(maximum)"
        case (let minimum, let maximum): "A whole number from \(minimum) to \(maximum)"
        }
    }

    /// Yes or no: `yes`, `no`, `y`, `n`, `true`, `false`, `1` or `0`, in any case.
    public static func flag(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "y", "true", "1": true
        case "no", "n", "false", "0": false
        default: nil
        }
    }

    /// A flag as a form shows it: `yes` or `no`.
    public static func text(_ flag: Bool) -> String {
        flag ? "yes" : "no"
    }

    /// A day of the calendar, typed as `2026-01-31`, white space around it allowed.
    public static func day(_ text: String) -> Day? {
        Day(iso: text.trimmingCharacters(in: .whitespaces))
    }

    /// One of a few values, by its text (white space around it allowed, in any case).
    public static func choice<Value: RawRepresentable & CaseIterable>(_ text: String, of _: Value.Type = Value.self) -> Value? where Value.RawValue == String {
        let typed = text.trimmingCharacters(in: .whitespaces)
        return Value(rawValue: typed) ?? Value.allCases.first { $0.rawValue.lowercased() == typed.lowercased() }
    }

    /// The texts of a choice's values, as a form offers them.
    public static func choices<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> [String] where Value.RawValue == String {
        Value.allCases.map(\.rawValue)
    }

    /// An amount and the code of a currency the app knows, such as `12.50 EUR`; without a
    /// code, in `defaultCurrency`. `nil` when it is neither.
    public static func money(_ text: String, defaultCurrency: Currency = .usd) -> Money? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...2).contains(words.count) else { return nil }
        let currency = words.count == 2 ? Currency.known(code: words[1].uppercased()) : defaultCurrency
        guard let currency, let minorUnits = minorUnits(from: String(words[0]), digits: currency.minorUnitDigits) else { return nil }
        return Money(minorUnits: minorUnits, currency: currency)
    }

    /// Money as a form shows it: `12.50 EUR`.
    public static func text(_ money: Money) -> String {
        "\(amount(money)) \(money.currency.code)"
    }

    /// An amount such as `12.50`, `12` or `1,299.00` in minor units of a currency with
    /// `digits` decimals; `nil` when the text is not an amount or has more decimals.
    static func minorUnits(from text: String, digits: Int) -> Int64? {
        var text = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= digits, fraction.allSatisfy(\.isASCIIDigit), whole.count <= 15 else { return nil }
        let padded = fraction + String(repeating: "0", count: digits - fraction.count)
        guard let value = Int64(whole + padded) else { return nil }
        return negative ? -value : value
    }

    /// The amount as a form shows it: digits and a point, no symbol, no grouping.
    static func amount(_ money: Money) -> String {
        let digits = money.currency.minorUnitDigits
        guard digits > 0 else { return String(money.minorUnits) }
        let text = String(money.minorUnits.magnitude)
        let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
        return (money.minorUnits < 0 ? "-" : "") + padded.dropLast(digits) + "." + padded.suffix(digits)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
