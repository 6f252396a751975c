import Domain
import Foundation

/// Prices as a person types them into a form: `12.50`, `12`, `1,299.00`.
enum PriceText {
    /// The amount in minor units of the currency with this code (two digits for a code
    /// the catalog does not know, whose own problem is reported elsewhere); `nil` when
    /// the text is not an amount or has more decimals than the currency.
    static func minorUnits(from text: String, currencyCode: String) -> Int64? {
        let digits = Currency.known(code: currencyCode.trimmingCharacters(in: .whitespaces).uppercased())?.minorUnitDigits ?? 2
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
    static func plain(_ money: Money) -> String {
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
