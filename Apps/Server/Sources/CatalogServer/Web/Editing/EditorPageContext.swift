import Presentation

/// What the editor page shows, worked out from an editor's state: every field with what
/// is typed in it and its problem, and after a conflict the product's values now.
struct EditorPageContext {
    /// A form field: a line of text, a few lines, or a choice.
    struct Field {
        enum Control {
            case text
            case textArea
            case choice([(value: String, title: String, isSelected: Bool)])
        }

        let name: String
        let label: String
        let value: String
        let problem: String?
        let control: Control
    }

    /// What changed under the person, and the product's values now.
    struct Conflict {
        let title: String
        let message: String
        let reloadURL: String
        let current: [(label: String, value: String)]
    }

    let title: String
    /// The product being edited, as saved, and its page; none for a new product.
    let product: (name: String, url: String)?
    let action: String
    let submitTitle: String
    let cancelURL: String
    let csrf: String
    let version: Int?
    let fields: [Field]
    /// Why nothing was saved, when the form broke the rules.
    var notice: (title: String, message: String)?
    var conflict: Conflict?

    /// - Parameters:
    ///   - savedName: the product's name as saved, for the title (the form may hold another).
    ///   - csrf: the form token of the browser the page is for.
    init(state: ProductEditorState, savedName: String, csrf: String) {
        let form = state.form
        let problems = Self.problems(in: state)
        self.csrf = csrf
        fields = ProductForm.Field.allCases.map { field in
            let control: Field.Control = switch field {
            case .summary: .textArea
            case .currency: Self.choices(ProductForm.currencyCodes.map { ($0, $0) }, selected: form[field])
            case .category:
                // The categories the editor read; without them, the slug is typed.
                if case let categories = state.choices(for: field), !categories.isEmpty {
                    Self.choices(categories.map { ($0.value, $0.title) }, selected: form[field])
                } else {
                    .text
                }
            case .name, .price, .stock: .text
            }
            return Field(name: field.rawValue, label: field.label, value: form[field], problem: problems[field.rawValue], control: control)
        }
        if let id = state.itemID {
            title = "Edit \(savedName)"
            product = (savedName, WebRoutes.path(for: .productDetail(id: id)))
            action = EditorPaths.edit(id)
            submitTitle = "Save changes"
            cancelURL = WebRoutes.path(for: .productDetail(id: id))
        } else {
            title = "New product"
            product = nil
            action = EditorPaths.new
            submitTitle = "Add product"
            cancelURL = WebRoutes.path(for: .productList(ProductSelection()))
        }
        switch state.status {
        case .invalid(let error):
            notice = (error.title, "Nothing was saved. Fix the fields marked below and save again.")
            version = state.version
        case .conflict(let error, let current, let version):
            conflict = Conflict(
                title: error.title, message: error.message,
                reloadURL: state.itemID.map(EditorPaths.edit) ?? EditorPaths.new,
                current: ProductForm.Field.allCases.map { ($0.label, current[$0]) }
            )
            // Saving again means saving over what the person has now seen.
            self.version = version
        default:
            version = state.version
        }
    }

    /// Each field's problem, by field name.
    private static func problems(in state: ProductEditorState) -> [String: String] {
        guard case .invalid(let error) = state.status else { return [:] }
        return Dictionary(error.fieldMessages.map { ($0.field, $0.message) }) { first, _ in first }
    }

    /// A choice among `options` (value, title); a typed value that is not among them stays
    /// a choice too, so that sending the form back keeps what was sent.
    private static func choices(_ options: [(value: String, title: String)], selected: String) -> Field.Control {
        var options = options
        if !options.contains(where: { $0.value == selected }) { options.insert((selected, selected.isEmpty ? "Choose…" : selected), at: 0) }
        return .choice(options.map { ($0.value, $0.title, $0.value == selected) })
    }
}
