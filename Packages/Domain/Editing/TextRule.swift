/// What any text field must be: at most `maximumLength` Unicode scalars, and no control
/// character but, where `allowsLineBreaks`, line breaks and tabs. Scalars, not
/// Characters: one Character may hold any number of combining marks, so a rule counted
/// in Characters would let a few "characters" of megabytes through.
public struct TextRule: Sendable {
    /// How a text breaks the rule; the description finishes a sentence that starts with
    /// the field's name.
    public enum Violation: Hashable, Sendable, CustomStringConvertible {
        case tooLong(length: Int, maximum: Int)
        case controlCharacter

        public var description: String {
            switch self {
            case .tooLong(let length, let maximum): "has \(length) characters; use at most \(maximum)"
            case .controlCharacter: "holds a control character (such as ESC or NUL); remove it"
            }
        }
    }

    public let maximumLength: Int
    public let allowsLineBreaks: Bool

    public init(maximumLength: Int, allowsLineBreaks: Bool = false) {
        self.maximumLength = maximumLength
        self.allowsLineBreaks = allowsLineBreaks
    }

    /// How `text` breaks the rule, or nil.
    public func violation(in text: String) -> Violation? {
        let scalars = text.unicodeScalars
        if scalars.contains(where: isForbidden) { return .controlCharacter }
        let length = scalars.count
        return length > maximumLength ? .tooLong(length: length, maximum: maximumLength) : nil
    }

    /// The problem of a required text `field` holding `text`: `required` when it is empty,
    /// else how it breaks the rule, or nil.
    public func problem(ofRequired field: FieldProblem.Field, _ text: String) -> FieldProblem? {
        if text.isEmpty { return FieldProblem(field, .required) }
        return violation(in: text).map { FieldProblem(field, .text($0)) }
    }

    /// The problem of an optional text `field` holding `text`: none when it has no text,
    /// else how it breaks the rule, or nil.
    public func problem(ofOptional field: FieldProblem.Field, _ text: String?) -> FieldProblem? {
        text.flatMap(violation(in:)).map { FieldProblem(field, .text($0)) }
    }

    private func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .control else { return false }
        return !(allowsLineBreaks && (scalar == "\n" || scalar == "\r" || scalar == "\t"))
    }
}
