import Presentation

/// What the editor template shows, worked out from an editor's state: every field with
/// what is typed in it and its problem, and after a conflict the product's values now.
struct EditorPageContext {
    let title: String
    let values: [String: Any]

    /// - Parameters:
    ///   - savedName: the product's name as saved, for the title (the form may hold another).
    ///   - categories: the category field's choices; without them it is a text field.
    ///   - csrf: the form token of the browser the page is for.
    init(state: ProductEditorState, savedName: String, categories: CategoryListViewData?, csrf: String) {
        let form = state.form
        let problems = Self.problems(in: state)
        var values: [String: Any] = [
            "csrf": csrf,
            "fields": ProductForm.Field.allCases.map { field -> [String: Any] in
                var values: [String: Any] = ["name": field.name, "label": field.label, "value": form[field]]
                if let problem = problems[field.name] { values["fieldProblem"] = problem }
                switch field {
                case .summary: values["isTextArea"] = true
                case .currency: values.merge(Self.choices(ProductForm.currencyCodes.map { ($0, $0) }, selected: form[field])) { $1 }
                case .category:
                    if let rows = categories?.rows, !rows.isEmpty {
                        values.merge(Self.choices(rows.map { ($0.id, $0.name) }, selected: form[field])) { $1 }
                    } else {
                        values["isText"] = true
                    }
                case .name, .price, .stock: values["isText"] = true
                }
                return values
            },
        ]
        if let id = state.productID {
            title = "Edit \(savedName)"
            values["heading"] = title
            values["productName"] = savedName
            values["productURL"] = WebRoutes.path(for: .productDetail(id: id))
            values["action"] = EditorPaths.edit(id)
            values["submitTitle"] = "Save changes"
            values["cancelURL"] = WebRoutes.path(for: .productDetail(id: id))
        } else {
            title = "New product"
            values["heading"] = title
            values["action"] = EditorPaths.new
            values["submitTitle"] = "Add product"
            values["cancelURL"] = WebRoutes.path(for: .productList(ProductListRequest()))
        }
        switch state.status {
        case .invalid(let error):
            values["notice"] = ["title": error.title, "message": "Nothing was saved. Fix the fields marked below and save again."]
        case .conflict(let error, let current, let version):
            values["conflict"] = [
                "title": error.title, "message": error.message,
                "reloadURL": state.productID.map(EditorPaths.edit) ?? EditorPaths.new,
                "current": ProductForm.Field.allCases.map { ["label": $0.label, "value": current[$0]] },
            ]
            // Saving again means saving over what the person has now seen.
            values["version"] = version
        default:
            break
        }
        if values["version"] == nil, let version = state.version { values["version"] = version }
        self.values = values
    }

    /// Each field's problem, by field name.
    private static func problems(in state: ProductEditorState) -> [String: String] {
        guard case .invalid(let error) = state.status else { return [:] }
        return Dictionary(error.fieldMessages.map { ($0.field, $0.message) }) { first, _ in first }
    }

    /// A choice among `options` (value, title); a typed value that is not among them stays
    /// a choice too, so that sending the form back keeps what was sent.
    private static func choices(_ options: [(value: String, title: String)], selected: String) -> [String: Any] {
        var options = options
        if !options.contains(where: { $0.value == selected }) { options.insert((selected, selected.isEmpty ? "Choose…" : selected), at: 0) }
        return [
            "hasOptions": true,
            "options": options.map { ["value": $0.value, "title": $0.title, "selected": $0.value == selected] as [String: Any] },
        ]
    }
}
