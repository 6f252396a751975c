/// The kinds of problem the API answers with, so that the server and its adapter name
/// each the same way. Besides this and `VersionETag`, the target is generated from `openapi.yaml`.
extension Components.Schemas.Problem {
    public static let mediaType = "application/problem+json"

    public static func invalidParameter(_ detail: String) -> Self {
        Self(_type: "/problems/invalid-parameter", title: "Invalid parameter", status: 400, detail: detail)
    }

    public static func notFound(_ detail: String) -> Self {
        Self(_type: "/problems/not-found", title: "Not found", status: 404, detail: detail)
    }

    public static func unauthorized(_ detail: String) -> Self {
        Self(_type: "/problems/unauthorized", title: "Token needed", status: 401, detail: detail)
    }

    public static func forbidden(_ detail: String) -> Self {
        Self(_type: "/problems/writes-off", title: "Writes are off", status: 403, detail: detail)
    }

    public static func preconditionRequired(_ detail: String) -> Self {
        Self(_type: "/problems/precondition-required", title: "If-Match needed", status: 428, detail: detail)
    }

    public static func invalidDraft(_ detail: String) -> Self {
        Self(_type: "/problems/invalid-draft", title: "Breaks the rules", status: 422, detail: detail)
    }

    public static func tooLarge(_ detail: String) -> Self {
        Self(_type: "/problems/too-large", title: "Request too large", status: 413, detail: detail)
    }

    public static func uriTooLong(_ detail: String) -> Self {
        Self(_type: "/problems/uri-too-long", title: "Address too long", status: 414, detail: detail)
    }

    public static func tooManyRequests(_ detail: String) -> Self {
        Self(_type: "/problems/too-many-requests", title: "Too many tries", status: 429, detail: detail)
    }

    public static func conflict(_ detail: String) -> Self {
        Self(_type: "/problems/conflict", title: "Changed by someone else", status: 412, detail: detail)
    }

    public static func internalError(_ detail: String) -> Self {
        Self(_type: "/problems/internal-error", title: "Internal error", status: 500, detail: detail)
    }

    public static func unavailable(_ detail: String) -> Self {
        Self(_type: "/problems/unavailable", title: "Unavailable", status: 503, detail: detail)
    }
}
