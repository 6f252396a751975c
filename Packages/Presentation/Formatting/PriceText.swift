import Domain
import Foundation

/// Prices as a person types them into the product form: `12.50`, `12`, `1,299.00`, with
/// the currency in a field of its own.
enum PriceText {
    /// The amount in minor units of the currency with this code (two digits for a code
    /// the catalog does not know, whose own problem is reported elsewhere); `nil` when
    /// the text is not an amount or has more decimals than the currency.
    static func minorUnits(from text: String, currencyCode: String) -> Int64? {
        let digits = Currency.known(code: currencyCode.trimmingCharacters(in: .whitespaces).uppercased())?.minorUnitDigits ?? 2
        return FormText.minorUnits(from: text, digits: digits)
    }

    /// The amount as a form shows it: digits and a point, no symbol, no grouping.
    static func plain(_ money: Money) -> String {
        FormText.amount(money)
    }
}
