import APIContract
import Domain

extension Components.Responses.Problem {
    /// The problem for a use case's error, with the error's own text as the detail.
    init(_ error: AppError) {
        let problem: Components.Schemas.Problem = switch error {
        case .invalidQuery: .invalidParameter(error.description)
        case .storageUnavailable(let reason): .unavailable(reporting: reason)
        case .notAllowed: .forbidden(error.description)
        case .notFound: .notFound(error.description)
        case .invalid: .invalidDraft(error.description)
        case .conflict, .inUse: .conflict(error.description)
        }
        self.init(body: .applicationProblemJson(problem))
    }
}
