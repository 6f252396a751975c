/// What can go wrong when reading the catalog. Callers branch on the case; each case
/// carries what a message to the user needs.
public enum CatalogError: Error, Hashable, Sendable {
    /// No product has this id.
    case productNotFound(ProductID)
    /// The query cannot be answered as asked; nothing was read.
    case invalidQuery(InvalidQueryReason)
    /// The store could not be read: missing, unreadable, corrupt or of a newer schema.
    /// The text says what happened, for a person.
    case storageUnavailable(String)
}

/// Why a query was turned down.
public enum InvalidQueryReason: Hashable, Sendable {
    case pageOutOfRange(Int)
    case pageSizeOutOfRange(Int, maximum: Int)
    case textTooLong(length: Int, maximum: Int)
    case malformedCategory(String)
}
