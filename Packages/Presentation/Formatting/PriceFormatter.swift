import Domain

/// Formats money as a shop shows it: symbol, grouped whole units, minor units.
///
/// Hand-written rather than Foundation's currency style so that the text is the same
/// on every platform and locale: apps, tests and documentation can quote it exactly.
public enum PriceFormatter {
    public static func string(for money: Money) -> String {
        let digits = money.currency.minorUnitDigits
        let scale = power(of: 10, digits)
        let magnitude = money.minorUnits.magnitude
        let whole = grouped(magnitude / UInt64(scale))
        let sign = money.minorUnits < 0 ? "-" : ""
        let amount: String
        if digits > 0 {
            let fraction = String(magnitude % UInt64(scale))
            amount = whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
        } else {
            amount = whole
        }
        guard let symbol = symbols[money.currency.code] else {
            return sign + amount + " " + money.currency.code
        }
        return sign + symbol + amount
    }

    private static let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]

    /// Digits in threes, by bytes: every one is ASCII.
    private static func grouped(_ value: UInt64) -> String {
        let digits = Array(String(value).utf8)
        var grouped: [UInt8] = []
        grouped.reserveCapacity(digits.count + digits.count / 3)
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(UInt8(ascii: ",")) }
            grouped.append(digit)
        }
        return String(decoding: grouped, as: UTF8.self)
    }

    private static func power(of base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * base }
    }
}
