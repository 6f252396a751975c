import Domain
@testable import Presentation
import Testing

@Suite("Form text: what a person types, read the same by every editor")
struct FormTextTests {
    @Test("Money is an amount and maybe a known currency's code; anything else is unread")
    func money() {
        #expect(FormText.money("12.50") == Money(minorUnits: 1_250, currency: .usd))
        #expect(FormText.money(" 1,299.5 eur ") == Money(minorUnits: 129_950, currency: .eur))
        #expect(FormText.money("300 JPY") == Money(minorUnits: 300, currency: .jpy))
        for text in ["", "twelve", "12.505", "1.5 JPY", "12.50 XYZ", "12 50 USD"] {
            #expect(FormText.money(text) == nil, "\(text)")
        }
        #expect(FormText.text(Money(minorUnits: 5, currency: .eur)) == "0.05 EUR")
        #expect(FormText.money(FormText.text(Money(minorUnits: -120_050, currency: .gbp))) == Money(minorUnits: -120_050, currency: .gbp))
    }

    @Test("Whole numbers and yes-or-no flags")
    func numbersAndFlags() {
        #expect(FormText.wholeNumber(" 42 ") == 42 && FormText.wholeNumber("-3") == -3 && FormText.wholeNumber("4.2") == nil)
        #expect(FormText.flag("Yes") == true && FormText.flag("0") == false && FormText.flag("maybe") == nil)
        #expect(FormText.flag(FormText.text(false)) == false)
    }
}
