/// An amount in the currency's minor unit (cents), with the ISO 4217 code.
public struct PriceDTO: Codable, Hashable, Sendable {
    public var minorUnits: Int64
    public var currency: String

    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }
}
