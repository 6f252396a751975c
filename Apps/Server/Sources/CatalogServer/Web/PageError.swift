import Hummingbird
import Logging
import Presentation

/// A page that says what went wrong, thrown by a handler and answered by Hummingbird.
struct PageError: HTTPResponseError {
    let status: HTTPResponse.Status
    let html: HTML
    /// Why the data could not be read: for the log, never for the page.
    private(set) var failure: String?

    func response(from request: Request, context: some RequestContext) -> Response {
        guard let failure else { return HTMLPage(html: html, status: status).response(from: request, context: context) }
        context.logger.log(level: ClientDeparture.levelOfFailure, "The data could not be read", metadata: ["reason": "\(failure)"])
        let message = "The data cannot be read right now; try again in a moment (request \(context.id))."
        let page = PageRenderer.message(title: "Unavailable", message: message, kind: "unavailable")
        return HTMLPage(html: page, status: status).response(from: request, context: context)
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
        if error.kind == .unavailable { failure = error.message }
    }

    /// The page for an address nothing lives at.
    static func notFound(path: String) -> PageError {
        PageError(status: .notFound, html: PageRenderer.notFound(path: path))
    }

    /// The page for a screen with no `WebScreen` conformance: a feature that forgot its pages.
    static func unshowable(_ screen: any Screen) -> PageError {
        message(status: .internalServerError, title: "No page", message: "The server has no page for this screen.")
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
        case .malformed, .unsupportedScheme, .unknownPath, .invalidID:
            self = .notFound(path: path)
        }
    }
}
