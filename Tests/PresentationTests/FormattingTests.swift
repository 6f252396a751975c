import Domain
import Presentation
import Testing

@Suite("Price and stock text")
struct FormattingTests {
    @Test(
        "Prices show the currency's symbol, grouped whole units and its minor digits",
        arguments: [
            (Money(minorUnits: 5_999, currency: .usd), "$59.99"),
            (Money(minorUnits: 5, currency: .usd), "$0.05"),
            (Money(minorUnits: 0, currency: .usd), "$0.00"),
            (Money(minorUnits: 129_000, currency: .usd), "$1,290.00"),
            (Money(minorUnits: 123_456_789, currency: .eur), "€1,234,567.89"),
            (Money(minorUnits: 1_500, currency: .gbp), "£15.00"),
            (Money(minorUnits: 1_500, currency: .jpy), "¥1,500"),
            (Money(minorUnits: 1_050, currency: Currency(code: "CHF", minorUnitDigits: 2)), "10.50 CHF"),
            (Money(minorUnits: 1_234_567, currency: Currency(code: "BHD", minorUnitDigits: 3)), "1,234.567 BHD"),
        ]
    )
    func price(money: Money, expected: String) {
        #expect(PriceFormatter.string(for: money) == expected)
    }

    // sample:begin
    @Test("Stock says sold out, few left, or how many", arguments: [
        (0, "Sold out"), (-2, "Sold out"), (1, "Only 1 left"), (5, "Only 5 left"), (6, "6 in stock"), (120, "120 in stock"),
    ])
    func stock(count: Int, expected: String) {
        #expect(StockText.describe(count) == expected)
    }
    // sample:end
}
