import APIContract
import Domain

extension FieldProblem {
    /// A field problem as the server said it: its field, and its words, kept as they are.
    init(remote error: Components.Schemas.FieldError) {
        self.init(Field(rawValue: error.field.rawValue), .asSaid(error.detail))
    }
}
