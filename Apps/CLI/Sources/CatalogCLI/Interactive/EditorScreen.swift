import Presentation

/// The browser's edit screen over a product editor: a focused field that typing changes,
/// enter to save, and after a conflict the choice between saving over their change and
/// taking their values.
final class EditorScreen {
    let editor: ProductEditorViewModel
    private(set) var focus = ProductForm.Field.name
    /// The product's name as saved, for the title while its field is being changed.
    private(set) var title: String

    enum Outcome: Equatable {
        case editing
        case cancelled
        /// Saved; says so in the words the browser shows next.
        case saved(String)
    }

    init(editor: ProductEditorViewModel) {
        self.editor = editor
        self.title = editor.state.form.name
    }

    func start() async {
        await editor.send(.load)
        title = editor.state.form.name
    }

    func handle(_ key: Key) async -> Outcome {
        let fields = ProductForm.Field.allCases
        let index = fields.firstIndex(of: focus) ?? 0
        switch key {
        case .escape:
            return .cancelled
        case .up:
            focus = fields[(index + fields.count - 1) % fields.count]
        case .down, .tab:
            focus = fields[(index + 1) % fields.count]
        case .character(let character):
            await change { $0.append(character) }
        case .backspace:
            await change { if !$0.isEmpty { $0.removeLast() } }
        case .control("r"):
            await editor.send(.reload)
        case .enter:
            return await save()
        default:
            break
        }
        return .editing
    }

    /// Changes what is typed in the focused field; the problems shown go once the form changes.
    private func change(_ edit: (inout String) -> Void) async {
        switch editor.state.status {
        case .editing, .invalid, .conflict:
            var form = editor.state.form
            edit(&form[focus])
            await editor.send(.edit(form))
        case .loading, .saving, .saved, .deleted, .failed:
            break
        }
    }

    private func save() async -> Outcome {
        if case .conflict(_, _, let version) = editor.state.status {
            // Enter after a conflict keeps these values over theirs: they have been seen.
            await editor.send(.expect(version: version))
        }
        await editor.send(.save)
        guard case .saved(let product) = editor.state.status else { return .editing }
        return .saved("Saved \(product.name) (version \(product.version)).")
    }
}
