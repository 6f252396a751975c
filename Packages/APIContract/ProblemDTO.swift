/// An error as RFC 9457 `application/problem+json`.
public struct ProblemDTO: Codable, Hashable, Sendable, Error {
    public static let mediaType = "application/problem+json"

    /// A URI naming the kind of problem; relative, under `/problems/`.
    public var type: String
    public var title: String
    public var status: Int
    /// What went wrong with this request, for a person.
    public var detail: String

    public init(type: String, title: String, status: Int, detail: String) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
    }

    public static func invalidParameter(_ detail: String) -> ProblemDTO {
        ProblemDTO(type: "/problems/invalid-parameter", title: "Invalid parameter", status: 400, detail: detail)
    }

    public static func notFound(_ detail: String) -> ProblemDTO {
        ProblemDTO(type: "/problems/not-found", title: "Not found", status: 404, detail: detail)
    }

    public static func unavailable(_ detail: String) -> ProblemDTO {
        ProblemDTO(type: "/problems/unavailable", title: "Catalog unavailable", status: 503, detail: detail)
    }
}
