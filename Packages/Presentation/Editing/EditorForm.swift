/// A field of an editor's form, as every app lays it out: its name as problems and the
/// API call it (`rawValue`), what a person reads beside it, and how it is typed.
public protocol FormField: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    /// What a person reads beside the field.
    var label: String { get }
    /// What the field takes, when it is not plain text.
    var hint: String? { get }
    /// Whether the field is yes or no: a checkbox on a page, `yes` or `no` in its text.
    var isFlag: Bool { get }
}

extension FormField {
    public var hint: String? { nil }
    public var isFlag: Bool { false }
}

/// An editor's fields as a person typed them: text, read only on save.
public protocol EditorForm: Hashable, Sendable {
    associatedtype Field: FormField
    /// What is typed in `field`.
    subscript(field: Field) -> String { get set }
}
