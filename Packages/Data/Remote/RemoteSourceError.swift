import Foundation

/// Why the remote catalog could not answer. The repository reports each as
/// `CatalogError.storageUnavailable` with this description.
public enum RemoteSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection, or no answer in time.
    case unreachable(URL, reason: String)
    /// The server answered with a status the client did not expect.
    case badStatus(URL, status: Int, detail: String?)
    /// The body could not be read as the contract says.
    case badPayload(URL, reason: String)

    public var description: String {
        switch self {
        case .unreachable(let url, let reason):
            "the catalog server at \(url.absoluteString) cannot be reached (\(reason)); check that it is running and the URL is right"
        case .badStatus(let url, let status, let detail):
            "the catalog server answered \(url.absoluteString) with status \(status)\(detail.map { ": \($0)" } ?? "")"
        case .badPayload(let url, let reason):
            "the catalog server's answer to \(url.absoluteString) is not what this app expects (\(reason)); is it the same version?"
        }
    }
}
