import APIContract
import Domain

extension AppError {
    /// A draft the server refused (its 422), with every field's problem in the server's words.
    static func invalid(kind: String, answeredWith problem: Components.Schemas.InvalidDraftProblem?) -> AppError {
        .invalid(kind: kind, problems: problem?.errors.map { FieldProblem(.init(rawValue: $0.field), .asSaid($0.detail)) } ?? [])
    }
}
