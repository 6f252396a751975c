import Domain

/// Why an address (a link, a page's URL, a command's options) could not be opened.
/// `message` says it for a person.
public enum DeepLinkError: Error, Hashable, Sendable {
    case malformed(String)
    case unsupportedScheme(String)
    case unknownPath(String)
    // sample:begin
    case invalidProductID(String)
    // sample:end
    /// A query the screen cannot take; the text says which parameter and why.
    case invalidParameters(String)

    public var message: String {
        switch self {
        case .malformed(let link):
            "“\(link)” is not a link; links begin with \(DeepLink.scheme)://."
        case .unsupportedScheme(let scheme):
            "Links with the scheme “\(scheme):” are not this app's links; use \(DeepLink.scheme)://."
        case .unknownPath(let path):
            "Nothing lives at “\(path)”."
        // sample:begin
        case .invalidProductID(let id):
            InvalidQueryReason.malformedProductID(id).description
        // sample:end
        case .invalidParameters(let message):
            message
        }
    }
}
