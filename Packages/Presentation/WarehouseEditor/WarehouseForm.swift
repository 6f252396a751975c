import Domain

/// A warehouse editor's fields as a person typed them: text, read only on save.
public struct WarehouseForm: EditorForm {
    public var name: String

    public init(name: String = "") {
        self.name = name
    }

    /// What names the warehouse in titles: its first text that is not blank, if it has one.
    public var heading: String? {
        let texts: [String] = [
            name,
        ]
        return texts.first { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The form of an existing warehouse, as an editor starts it.
    init(_ warehouse: Warehouse) {
        self.init(name: warehouse.name)
    }

    /// The items each reference field may choose, by the field: the first page of each
    /// referred feature's, as long as a page may be, by heading. A list that cannot be read
    /// is left out, and its field is typed as an id.
    static func choices(
    ) async -> [String: [FormChoice]] {
        let lists: [(field: Field, choices: [FormChoice]?)] = [
        ]
        return Dictionary(uniqueKeysWithValues: lists.compactMap { list in list.choices.map { (list.field.rawValue, $0) } })
    }

    /// The form's fields in the order an editor shows them, so that every app lays out the
    /// same form and a field's problem finds its place by `rawValue`.
    public enum Field: String, FormField {
        case name

        /// What a person reads beside the field.
        public var label: String {
            switch self {
            case .name: "Name"
            }
        }

        /// What the field takes, when it is not plain text.
        public var hint: String? {
            switch self {
            case .name: nil
            }
        }

        /// How the field is typed or chosen.
        public var control: FormControl {
            switch self {
            case .name: .text
            }
        }
    }

    /// What is typed in `field`.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .name: name
            }
        }
        set {
            switch field {
            case .name: name = newValue
            }
        }
    }

    /// The draft the form describes, and the fields that could not be read as typed
    /// (their values in the draft stand in only so that the other fields can be checked).
    func read() -> (draft: WarehouseDraft, unreadable: [FieldProblem]) {
        let unreadable: [FieldProblem?] = [
        ]
        return (WarehouseDraft(name: name), unreadable.compactMap(\.self))
    }
}
