/// One way a feature's draft breaks its rules, naming the field as forms and the API
/// call it, so that an editor can show it beside that field.
public struct DraftProblem: Hashable, Sendable, CustomStringConvertible {
    /// The field's name, such as `title` or `placedAt`.
    public let field: String
    /// What is wrong, for a person, starting with the field: `title is required`.
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { message }
}
