/// The types a feature's field can have: what a form can take and a table can show.
public enum FieldKind: String, CaseIterable, Sendable {
    case string = "String"
    /// A text that may be left out, as `String?` in Domain.
    case optionalString = "String?"
    /// A whole number, not negative unless a range says otherwise: `Int(1...)`, `Int(1...100)`.
    case int = "Int"
    case bool = "Bool"
    /// An amount and its currency, as `Money` in Domain.
    case money = "Money"
    /// An instant, as `Timestamp` in Domain (seconds since 1970, UTC).
    case date = "Date"
    /// A day of the calendar without a time, as `Day` in Domain.
    case day = "Day"
    /// One of a few values the field lists, `Enum(open,returned,lost)`: an enumeration of
    /// the feature's own in Domain.
    case choice = "Enum"
    /// An item of another feature of the product, written as that feature's name
    /// (`book:Book`): its id in Domain, a foreign key in the tables.
    case reference = "Reference"
}
