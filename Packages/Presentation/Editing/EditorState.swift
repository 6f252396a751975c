import Domain

/// Everything an editor shows, whatever it edits: the form as typed, the version a save
/// or a delete expects, and where the editing stands. `Saved` is the item's view data.
public struct EditorState<Form: EditorForm, Saved: Hashable & Sendable>: Equatable, Sendable {
    /// The item being changed, or `nil` for a new one.
    public let itemID: Int64?
    public var form: Form
    /// The version the form was loaded at: what a save or a delete expects to change.
    public var version: Int?
    public var status: Status
    /// The items each reference field may choose, by the field's `rawValue`: read as the
    /// editor loads, for a new item too.
    public var choices: [String: [FormChoice]] = [:]

    public init(itemID: Int64?, form: Form, version: Int? = nil, status: Status = .editing) {
        self.itemID = itemID
        self.form = form
        self.version = version
        self.status = status
    }

    public enum Status: Equatable, Sendable {
        /// Loading the item to edit; nothing to edit yet.
        case loading
        case editing
        case saving
        /// Saved: the item as it is now.
        case saved(Saved)
        case deleted
        /// The form breaks the rules; `error.fieldMessages` says where.
        case invalid(ErrorViewData)
        /// Someone else saved first. `current` is the item's values now, at `version`; the
        /// form keeps what this editor typed until it asks to reload.
        case conflict(ErrorViewData, current: Form, version: Int)
        case failed(ErrorViewData)
    }

    /// Replaces what is typed; the problems shown go once the form changes.
    public mutating func edit(_ form: Form) {
        self.form = form
        if case .invalid = status { status = .editing }
    }

    /// After a conflict: the item's values and version now, to edit again.
    public mutating func takeCurrent() {
        guard case .conflict(_, let current, let version) = status else { return }
        form = current
        self.version = version
        status = .editing
    }

    /// The items `field` may choose, when it is a reference and they could be read.
    public func choices(for field: Form.Field) -> [FormChoice] {
        choices[field.rawValue] ?? []
    }

    /// What is wrong with `field`, to show beside it.
    public func message(for field: Form.Field) -> String? {
        guard case .invalid(let error) = status else { return nil }
        return error.fieldMessages.first { $0.field == field.rawValue }?.message
    }

    /// Whether a field of the form shows a problem beside it.
    public var marksFields: Bool {
        Form.Field.allCases.contains { message(for: $0) != nil }
    }

    /// What is wrong that no field of the form shows beside it: the problems of a refusal
    /// that name a field this form does not have (a server's may), or, where it named no
    /// field at all, its message; none otherwise.
    public var unplacedProblems: [String] {
        guard case .invalid(let error) = status else { return [] }
        guard !error.fieldMessages.isEmpty else { return [error.message] }
        let fields = Set(Form.Field.allCases.map(\.rawValue))
        return error.fieldMessages.filter { !fields.contains($0.field) }.map(\.message)
    }
}

extension EditorState {
    /// What an editor shows after a save or a delete failed with `error`. A conflict reads
    /// the item again (`current` answers its form and version now), so that the person sees
    /// its values beside theirs.
    static func status(
        after error: AppError, current: (Int64) async throws(AppError) -> (form: Form, version: Int)
    ) async -> Status {
        switch error {
        case .invalid: return .invalid(ErrorViewData(error))
        case .conflict(_, let id, _):
            do {
                let now = try await current(id)
                return .conflict(ErrorViewData(error), current: now.form, version: now.version)
            } catch {
                return .failed(ErrorViewData(error))
            }
        case .invalidQuery, .notFound, .inUse, .storageUnavailable, .notAllowed: return .failed(ErrorViewData(error))
        }
    }
}
