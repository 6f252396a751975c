import APIContract
import Domain

extension Components.Schemas.InvalidDraftProblem {
    /// The 422's problem for a draft that breaks the rules, naming every field that does.
    init(_ error: AppError, _ problems: [FieldProblem]) {
        self.init(
            _type: "/problems/invalid-draft", title: "Breaks the rules", status: ._422, detail: error.description,
            errors: problems.map { .init(field: $0.field.rawValue, detail: $0.description) }
        )
    }
}
