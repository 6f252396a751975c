import Domain

/// A failure, said for a person: what went wrong and what to do about it.
public struct ErrorViewData: Hashable, Sendable {
    /// What kind of failure this is, for apps that map it to a status or an exit code.
    public enum Kind: String, Hashable, Sendable {
        case notFound
        case invalidInput
        case unavailable
    }

    public let kind: Kind
    public let title: String
    public let message: String
    /// Whether the same request could succeed if tried again.
    public let canRetry: Bool

    public init(kind: Kind, title: String, message: String, canRetry: Bool) {
        self.kind = kind
        self.title = title
        self.message = message
        self.canRetry = canRetry
    }

    init(_ error: CatalogError) {
        switch error {
        case .productNotFound:
            self.init(kind: .notFound, title: "Product not found", message: error.description, canRetry: false)
        case .invalidQuery:
            self.init(kind: .invalidInput, title: "Invalid request", message: error.description, canRetry: false)
        case .storageUnavailable:
            self.init(kind: .unavailable, title: "Catalog unavailable", message: error.description, canRetry: true)
        }
    }
}
