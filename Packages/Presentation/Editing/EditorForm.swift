/// A field of an editor's form, as every app lays it out: its name as problems and the
/// API call it (`rawValue`), what a person reads beside it, and how it is typed.
/// `version` and `csrf` are the pages' own names in a form: no field is called either.
public protocol FormField: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == String {
    /// What a person reads beside the field.
    var label: String { get }
    /// What the field takes, when it is not plain text.
    var hint: String? { get }
    /// How the field is typed or chosen.
    var control: FormControl { get }
}

extension FormField {
    public var hint: String? { nil }
    public var control: FormControl { .text }
}

/// How a form's field is typed or chosen; in its text, each is what a person would type.
public enum FormControl: Hashable, Sendable {
    /// A line of text.
    case text
    /// Text that may run over several lines: a text area on a page.
    case lines
    /// Yes or no: a checkbox on a page, `yes` or `no` in its text.
    case flag
    /// A day of the calendar: a date picker on a page, `2026-01-31` in its text.
    case day
    /// One of a few values, by the text of each: a list to choose from on a page.
    case choice([String])
    /// An item of another feature, by its id: a list of that feature's items to choose
    /// from on a page (the editor's `options`), the id in its text.
    case reference
}

/// An item a reference field may choose: its value as the form holds it (the item's id)
/// and what names it for a person.
public struct FormChoice: Hashable, Sendable {
    public let value: String
    public let title: String

    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }
}

/// An editor's fields as a person typed them: text, read only on save.
public protocol EditorForm: Hashable, Sendable {
    associatedtype Field: FormField
    /// What is typed in `field`.
    subscript(field: Field) -> String { get set }
    /// What names the item in titles, when what is typed names it.
    var heading: String? { get }
}
