/// One way a draft breaks its rules, naming the field as forms and the API call it, so
/// that an editor can show it beside that field. Every feature says its problems in these
/// words; the description says it for a person, starting with the field.
public struct FieldProblem: Hashable, Sendable, CustomStringConvertible {
    /// A field's name as forms and the API spell it: `title`, `placedAt`. A feature lists
    /// its fields, in the order of its editor, in its rules (`OrderRules.fields`).
    public struct Field: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(stringLiteral value: String) {
            self.init(rawValue: value)
        }

        /// The name in words, as a sentence says it: `placedAt` → `placed at`. A capital
        /// after a small letter starts a word, and so does the last capital of a run
        /// followed by a small letter: `imageURL` → `image url`, `URLPath` → `url path`.
        public var description: String {
            let characters = Array(rawValue)
            var words = ""
            for (index, character) in characters.enumerated() {
                if index > 0, character.isUppercase {
                    let previous = characters[index - 1]
                    let next = index + 1 < characters.count ? characters[index + 1] : nil
                    if !previous.isUppercase || next?.isLowercase == true { words += " " }
                }
                words += character.lowercased()
            }
            return words
        }
    }

    public enum Reason: Hashable, Sendable {
        case required
        /// A text too long, or holding a control character.
        case text(TextRule.Violation)
        case negative
        case tooLarge(maximum: String)
        /// A whole number outside `minimum...maximum`.
        case outOfRange(minimum: Int, maximum: Int)
        /// A currency code that is not one of `known`.
        case unknownCurrency(String, known: [String])
        /// A reference (a slug, an id) to something that does not exist.
        case unknownReference(String)
        /// A value that must be unique and is taken, `within` a group when it is unique only there.
        case taken(String, within: String?)
        /// The text typed for an amount is not one; `example` shows how to write it.
        case notAnAmount(String, example: String)
        /// The text typed for a count is not a whole number.
        case notAWholeNumber(String)
        /// The text typed for a date is not one; `example` shows how to write it.
        case notADate(String, example: String)
        /// The text typed for a flag is not yes or no.
        case notAFlag(String)
        /// The text given for a field of a few values is none of `choices`.
        case notAChoice(String, choices: [String])
        /// Said elsewhere (by a server this app reads from), in these words.
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
            "\(field) is required"
        case .text(let violation):
            "\(field) \(violation)"
        case .negative:
            "\(field) cannot be negative"
        case .tooLarge(let maximum):
            "\(field) must be at most \(maximum)"
        case .outOfRange(let minimum, Int.max):
            "\(field) must be at least \(minimum)"
        case .outOfRange(Int.min, let maximum):
            "\(field) must be at most \(maximum)"
        case .outOfRange(let minimum, let maximum):
            "\(field) must be from \(minimum) to \(maximum)"
        case .unknownCurrency(let code, let known):
            "\(field) “\(code)” is not a currency we know; use \(known.joined(separator: ", "))"
        case .unknownReference(let reference):
            "\(field) “\(reference)” does not exist; choose one that does"
        case .taken(let value, let group?):
            "\(field) “\(value)” is taken in \(group); choose another"
        case .taken(let value, nil):
            "\(field) “\(value)” is taken; choose another"
        case .notAnAmount(let text, let example):
            "\(field) “\(text)” is not an amount; write it like \(example)"
        case .notAWholeNumber(let text):
            "\(field) “\(text)” is not a whole number"
        case .notADate(let text, let example):
            "\(field) “\(text)” is not a date; write it like \(example)"
        case .notAFlag(let text):
            "\(field) “\(text)” is not yes or no"
        case .notAChoice(let text, let choices):
            "\(field) “\(text)” is not one of \(choices.joined(separator: ", "))"
        case .asSaid(let words):
            words
        }
    }

    /// `problems` in the order of `fields`, the order an editor shows them; a field not
    /// among them comes last.
    public static func inOrder(of fields: [Field], _ problems: [FieldProblem]) -> [FieldProblem] {
        problems.sorted { (fields.firstIndex(of: $0.field) ?? fields.count) < (fields.firstIndex(of: $1.field) ?? fields.count) }
    }
}
