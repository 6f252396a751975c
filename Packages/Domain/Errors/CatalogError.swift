/// What can go wrong when reading the catalog. Callers branch on the case; the
/// description says it for a person, so that every app shows the same text.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No product has this id.
    case productNotFound(ProductID)
    /// The query cannot be answered as asked; nothing was read.
    case invalidQuery(InvalidQueryReason)
    /// The store could not be read: missing, unreadable, corrupt or of a newer schema.
    /// The text says what happened, for a person.
    case storageUnavailable(String)

    public var description: String {
        switch self {
        case .productNotFound(let id): "No product has the id \(id)."
        case .invalidQuery(let reason): reason.description
        case .storageUnavailable(let reason): "The catalog cannot be read: \(reason)."
        }
    }
}
