import APIContract
import Domain

extension Components.Responses.InvalidDraft {
    /// The 422 for a draft that breaks the rules, naming every field that does.
    init(_ error: AppError, _ problems: [FieldProblem]) {
        self.init(body: .applicationProblemJson(.init(error, problems)))
    }
}

extension Components.Responses.EditConflict {
    /// The 412 for a change over a version that has moved on; `ETag` names the version now.
    init(_ error: AppError, currentVersion: Int) {
        self.init(headers: .init(eTag: VersionETag.make(version: currentVersion)), body: .applicationProblemJson(.conflict(error.description)))
    }
}

extension Components.Responses.Problem {
    /// The 428 for a change that names no version, saying where to read it.
    static func ifMatchNeeded(_ path: String) -> Self {
        Self(body: .applicationProblemJson(.preconditionRequired(
            "Send If-Match with the ETag from GET \(path), so that a change made since is not overwritten."
        )))
    }
}
