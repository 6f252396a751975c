import Hummingbird
import Presentation

/// A page that says what went wrong, thrown by a handler and answered by Hummingbird.
struct PageError: HTTPResponseError {
    let status: HTTPResponse.Status
    let html: HTML

    func response(from request: Request, context: some RequestContext) -> Response {
        HTMLPage(html: html, status: status).response(from: request, context: context)
    }

    /// The page of a screen's failure, with the status of its kind; `header` as for
    /// `PageRenderer.page`.
    init(_ error: ErrorViewData, header: HTML? = nil) {
        status = switch error.kind {
        case .notFound: .notFound
        case .invalidInput: .badRequest
        case .invalidDraft: .unprocessableContent
        case .conflict: .conflict
        case .unavailable: .serviceUnavailable
        case .notAllowed: .forbidden
        }
        html = PageRenderer.error(error, header: header)
    }

    /// The page for an address nothing lives at.
    static func notFound(path: String) -> PageError {
        PageError(status: .notFound, html: PageRenderer.notFound(path: path))
    }

    /// A page that says `message` under `title`, answered with `status`.
    static func message(status: HTTPResponse.Status, title: String, message: String) -> PageError {
        let kind = status.code >= 500 ? "unavailable" : "invalidInput"
        return PageError(status: status, html: PageRenderer.message(title: title, message: message, kind: kind))
    }

    init(status: HTTPResponse.Status, html: HTML) {
        self.status = status
        self.html = html
    }

    /// The page for an address that cannot be read: 404 for a path, 400 for its query.
    init(_ error: DeepLinkError, path: String) {
        switch error {
        case .invalidParameters(let message):
            self.init(status: .badRequest, html: PageRenderer.message(title: "Invalid request", message: message, kind: "invalidInput"))
        // sample:begin
        case .invalidProductID:
            self = .notFound(path: path)
        // sample:end
        case .malformed, .unsupportedScheme, .unknownPath:
            self = .notFound(path: path)
        }
    }
}
