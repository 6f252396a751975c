/// An amount of money as an integer count of the currency's minor unit (cents for USD),
/// so that arithmetic and storage never round.
public struct Money: Hashable, Sendable {
    public var minorUnits: Int64
    public var currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }
}
