import Domain

/// A failure, said for a person: what went wrong and what to do about it.
public struct ErrorViewData: Hashable, Sendable {
    /// What kind of failure this is, for apps that map it to a status or an exit code.
    public enum Kind: String, Hashable, Sendable {
        case notFound
        case invalidInput
        /// A draft that breaks the rules; `fieldMessages` says what, field by field.
        case invalidDraft
        /// Someone else changed it first.
        case conflict
        /// The change needs a permission the app was not given (a server's token, say).
        case notAllowed
        case unavailable
    }

    public let kind: Kind
    public let title: String
    public let message: String
    /// Whether the same request could succeed if tried again.
    public let canRetry: Bool
    /// For a draft that breaks the rules: each field's problem, by field name
    /// (`name`, `price`, …), in the order of the form.
    public let fieldMessages: [FieldMessage]

    /// A problem with one field, said for a person.
    public struct FieldMessage: Hashable, Sendable {
        public let field: String
        public let message: String

        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }
    }

    public init(kind: Kind, title: String, message: String, canRetry: Bool, fieldMessages: [FieldMessage] = []) {
        self.kind = kind
        self.title = title
        self.message = message
        self.canRetry = canRetry
        self.fieldMessages = fieldMessages
    }

    init(_ error: AppError) {
        switch error {
        case .invalidQuery:
            self.init(kind: .invalidInput, title: "Invalid request", message: error.description, canRetry: false)
        case .notFound(let kind, _):
            self.init(kind: .notFound, title: "\(Self.capitalized(kind)) not found", message: error.description, canRetry: false)
        case .invalid(let kind, let problems):
            self.init(
                kind: .invalidDraft, title: "Cannot save the \(kind)", message: error.description, canRetry: false,
                fieldMessages: problems.map { FieldMessage(field: $0.field.rawValue, message: $0.description) }
            )
        case .conflict:
            self.init(kind: .conflict, title: "Changed by someone else", message: error.description, canRetry: false)
        case .inUse(let kind, _):
            self.init(kind: .conflict, title: "\(Self.capitalized(kind)) in use", message: error.description, canRetry: false)
        case .storageUnavailable:
            self.init(kind: .unavailable, title: "Unavailable", message: error.description, canRetry: true)
        case .notAllowed:
            self.init(kind: .notAllowed, title: "Not allowed", message: error.description, canRetry: false)
        }
    }

    /// `kind` with its first letter in capitals: `order` → `Order`.
    private static func capitalized(_ kind: String) -> String {
        kind.prefix(1).uppercased() + kind.dropFirst()
    }
}
