/// A value as SQLite stores it: what a statement binds and what a row holds.
public enum SQLiteData: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case float(Double)
    case text(String)
    case blob([UInt8])
    case null

    /// The value as a whole number: an integer, a float without a fraction, or text that
    /// spells one.
    public var integer: Int? {
        switch self {
        case .integer(let value): value
        case .float(let value): Int(exactly: value)
        case .text(let value): Int(value)
        case .blob, .null: nil
        }
    }

    public var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .float(let value): value
        case .text(let value): Double(value)
        case .blob, .null: nil
        }
    }

    public var string: String? {
        switch self {
        case .text(let value): value
        case .integer(let value): String(value)
        case .float(let value): String(value)
        case .blob, .null: nil
        }
    }

    /// SQLite keeps a flag as an integer: 0 is false, anything else true.
    public var bool: Bool? {
        integer.map { $0 != 0 }
    }

    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .float(let value): String(value)
        case .text(let value): "'\(value)'"
        case .blob(let bytes): "<\(bytes.count) bytes>"
        case .null: "NULL"
        }
    }
}
