/// An ISO 4217 currency and the number of digits its minor unit has.
public struct Currency: Hashable, Sendable {
    /// The three-letter ISO 4217 code, such as `USD`.
    public let code: String
    /// How many minor-unit digits follow the decimal point: 2 for USD, 0 for JPY.
    public let minorUnitDigits: Int

    public init(code: String, minorUnitDigits: Int) {
        self.code = code
        self.minorUnitDigits = minorUnitDigits
    }

    public static let usd = Currency(code: "USD", minorUnitDigits: 2)
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2)
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2)
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0)

    /// The currencies the app knows by code.
    public static let known: [Currency] = [.usd, .eur, .gbp, .jpy]

    /// The known currency with this code, if any.
    public static func known(code: String) -> Currency? {
        known.first { $0.code == code }
    }
}
