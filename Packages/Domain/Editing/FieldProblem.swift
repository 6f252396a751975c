/// One way a draft breaks the rules, naming the field, so that an editor can show it
/// next to that field. The description says it for a person.
public struct FieldProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case name, summary, price, currency, category, stock
    }

    public enum Reason: Hashable, Sendable {
        case required
        /// A text too long, or holding a control character.
        case text(TextRule.Violation)
        case negative
        case tooLarge(maximum: String)
        case unknownCurrency(String, known: [String])
        case unknownCategory(String)
        case nameTaken(name: String, category: String)
        /// The text typed for a price is not an amount.
        case notAnAmount(String)
        /// The text typed for a count is not a whole number.
        case notAWholeNumber(String)
        /// Said elsewhere (by a catalog server), in these words.
        case asSaid(String)
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
        case .text(let violation):
            "\(field.rawValue) \(violation)"
        case .negative:
            "\(field.rawValue) cannot be negative"
        case .tooLarge(let maximum):
            "\(field.rawValue) must be at most \(maximum)"
        case .unknownCurrency(let code, let known):
            "\(field.rawValue) “\(code)” is not one the catalog knows; use \(known.joined(separator: ", "))"
        case .unknownCategory(let slug):
            "\(field.rawValue) “\(slug)” does not exist; choose one the catalog lists"
        case .nameTaken(let name, let category):
            "\(field.rawValue) “\(name)” is taken in \(category); choose another"
        case .notAnAmount(let text):
            "\(field.rawValue) “\(text)” is not an amount; write it like 12.50"
        case .notAWholeNumber(let text):
            "\(field.rawValue) “\(text)” is not a whole number"
        case .asSaid(let words):
            words
        }
    }

    /// `problems` in the order an editor's fields come in.
    public static func inFormOrder(_ problems: [FieldProblem]) -> [FieldProblem] {
        problems.sorted { (Field.allCases.firstIndex(of: $0.field) ?? 0) < (Field.allCases.firstIndex(of: $1.field) ?? 0) }
    }
}
