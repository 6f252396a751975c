/// What can go wrong when a use case runs, in one vocabulary for every feature: the kind
/// (`product`, `order`) says whose. Callers branch on the case; the description says it
/// for a person, so that every app shows the same text.
public enum AppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query cannot be answered as asked; nothing was read.
    case invalidQuery(InvalidQueryReason)
    /// Nothing of this kind (`order`, say) has this id.
    case notFound(kind: String, id: Int64)
    /// A draft of this kind breaks the rules; every problem is listed, each naming its field.
    case invalid(kind: String, problems: [FieldProblem])
    /// The item changed since the editor read it, and is now at `currentVersion`; nothing was saved.
    case conflict(kind: String, id: Int64, currentVersion: Int)
    /// The item cannot be deleted while other items refer to it; nothing was deleted.
    case inUse(kind: String, id: Int64)
    /// The store could not be read: missing, unreadable, corrupt or of a newer schema.
    /// The text says what happened, for a person.
    case storageUnavailable(String)
    /// The store does not take this change from this caller (a server without its
    /// token, say). The text says why and what to do, for a person.
    case notAllowed(String)

    public var description: String {
        switch self {
        case .invalidQuery(let reason): reason.description
        case .notFound(let kind, let id): "No \(kind) has the id \(id)."
        case .invalid(let kind, let problems) where problems.isEmpty:
            // A server may refuse a draft without naming a field.
            "The \(kind) cannot be saved."
        case .invalid(let kind, let problems):
            "The \(kind) cannot be saved: " + problems.map(\.description).joined(separator: "; ") + "."
        case .conflict(let kind, let id, let currentVersion):
            "The \(kind) \(id) was changed by someone else since you read it (it is now at version \(currentVersion)); reload it and make your change again."
        case .inUse(let kind, let id):
            "The \(kind) \(id) cannot be deleted while other items refer to it; change or delete those first."
        case .storageUnavailable(let reason): "The data cannot be read: \(Self.sentence(reason))"
        case .notAllowed(let reason): "The change was refused: \(Self.sentence(reason))"
        }
    }

    /// `reason` ended by one full stop: a reason may quote another's words, which end in their own.
    private static func sentence(_ reason: String) -> String {
        reason.hasSuffix(".") ? reason : reason + "."
    }
}
