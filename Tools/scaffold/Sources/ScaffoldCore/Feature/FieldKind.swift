/// The types a feature's field can have: what a form can take and a table can show.
public enum FieldKind: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int"
    case bool = "Bool"
    /// An amount and its currency, as `Money` in Domain.
    case money = "Money"
    /// An instant, as `Timestamp` in Domain (seconds since 1970, UTC).
    case date = "Date"

    /// The type in Domain.
    var domainType: String {
        switch self {
        case .string, .int, .bool, .money: rawValue
        case .date: "Timestamp"
        }
    }
}
