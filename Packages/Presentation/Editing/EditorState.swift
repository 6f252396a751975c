/// Everything an editor shows, whatever it edits: the form as typed, the version a save
/// or a delete expects, and where the editing stands. `Saved` is the item's view data.
public struct EditorState<Form: EditorForm, Saved: Hashable & Sendable>: Equatable, Sendable {
    /// The item being changed, or `nil` for a new one.
    public let itemID: Int64?
    public var form: Form
    /// The version the form was loaded at: what a save or a delete expects to change.
    public var version: Int?
    public var status: Status

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

    /// What is wrong with `field`, to show beside it.
    public func message(for field: Form.Field) -> String? {
        guard case .invalid(let error) = status else { return nil }
        return error.fieldMessages.first { $0.field == field.rawValue }?.message
    }
}
