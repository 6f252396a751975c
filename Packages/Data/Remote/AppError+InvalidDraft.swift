import APIContract
import Domain

extension AppError {
    /// A draft the server refused (its 422), with each field's problem in the server's
    /// words, as `APIClient.repeated` repeats them: no more problems than a draft has
    /// fields to take them, each one line.
    static func invalid(kind: String, answeredWith problem: Components.Schemas.InvalidDraftProblem?) -> AppError {
        .invalid(kind: kind, problems: (problem?.errors ?? []).prefix(maximumProblems).map {
            FieldProblem(.init(rawValue: APIClient.repeated($0.field)), .asSaid(APIClient.repeated($0.detail)))
        })
    }

    /// More than any draft's fields could have.
    static let maximumProblems = 100
}
