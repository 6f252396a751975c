import Domain

/// Why an address (a link, a page's URL, a command's options) could not be opened.
/// `message` says it for a person.
public enum DeepLinkError: Error, Hashable, Sendable {
    case malformed(String)
    case unsupportedScheme(String)
    case unknownPath(String)
    /// An id that `EntityID` cannot read, and what it is the id of, such as "a product".
    case invalidID(String, of: String)
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
        case .invalidID(let id, let kind):
            "“\(id)” is not \(kind) id; \(EntityID<Void>.rule)."
        case .invalidParameters(let message):
            message
        }
    }
}
