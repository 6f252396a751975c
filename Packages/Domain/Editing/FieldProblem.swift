/// One way a draft breaks the rules, naming the field, so that an editor can show it
/// next to that field. The description says it for a person.
public struct FieldProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case name, summary, price, currency, category, stock
    }

    public enum Reason: Hashable, Sendable {
        case required
        case tooLong(length: Int, maximum: Int)
        case negative
        case tooLarge(maximum: String)
        case unknownCurrency(String, known: [String])
        case unknownCategory(String)
        case nameTaken(name: String, category: String)
    }

    public let field: Field
    public let reason: Reason

    public init(_ field: Field, _ reason: Reason) {
        self.field = field
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .required:
            "\(field.rawValue) is required"
        case .tooLong(let length, let maximum):
            "\(field.rawValue) has \(length) characters; use at most \(maximum)"
        case .negative:
            "\(field.rawValue) cannot be negative"
        case .tooLarge(let maximum):
            "\(field.rawValue) must be at most \(maximum)"
        case .unknownCurrency(let code, let known):
            "“\(code)” is not a currency this catalog knows; use \(known.joined(separator: ", "))"
        case .unknownCategory(let slug):
            "“\(slug)” is not a category; choose one of the catalog's categories"
        case .nameTaken(let name, let category):
            "a product named “\(name)” is already in \(category); choose another name"
        }
    }
}
