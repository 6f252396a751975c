import Presentation

/// What the browser asks of an open edit screen, whatever it edits.
protocol EditingScreen: AnyObject {
    func start() async
    func handle(_ key: Key) async -> EditorScreenOutcome
    func lines(style: TextStyle) -> [String]
    var help: String { get }
    /// Whether it is still loading what it edits (else, when busy, it is saving).
    var isLoading: Bool { get }
}

enum EditorScreenOutcome: Equatable {
    case editing
    case cancelled
    /// Saved; says so in the words the browser shows next.
    case saved(String)
}

/// The browser's edit screen over any editor: a focused field that typing changes, enter
/// to save, and after a conflict the choice between saving over their change and taking
/// their values.
final class EditorScreen<Editor: FormEditor>: EditingScreen {
    let editor: Editor
    private let fields = Array(Editor.Form.Field.allCases)
    private(set) var focus = 0
    /// The item's name as saved, for the title while its field is being changed.
    private(set) var title: String
    private let name: (Editor.Form) -> String
    private let savedNotice: (Editor.Saved) -> String

    /// - Parameters:
    ///   - name: what names the item in the title, from its form.
    ///   - saved: what the browser says once it is saved.
    init(editor: Editor, name: @escaping (Editor.Form) -> String, saved: @escaping (Editor.Saved) -> String) {
        self.editor = editor
        self.name = name
        self.savedNotice = saved
        self.title = name(editor.state.form)
    }

    var focusedField: Editor.Form.Field { fields[focus] }

    func start() async {
        await editor.send(.load)
        title = name(editor.state.form)
    }

    func handle(_ key: Key) async -> EditorScreenOutcome {
        switch key {
        case .escape:
            return .cancelled
        case .up:
            focus = (focus + fields.count - 1) % fields.count
        case .down, .tab:
            focus = (focus + 1) % fields.count
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

    func lines(style: TextStyle) -> [String] {
        EditorScreenView(style: style).lines(self)
    }

    var isLoading: Bool { editor.state.status == .loading }

    var help: String {
        switch editor.state.status {
        case .conflict: "enter save yours over theirs · ctrl-r take theirs · esc cancel"
        case .failed: "esc back"
        default: "↑↓ field · type to change · enter save · esc cancel"
        }
    }

    /// Changes what is typed in the focused field; the problems shown go once the form changes.
    private func change(_ edit: (inout String) -> Void) async {
        switch editor.state.status {
        case .editing, .invalid, .conflict:
            var form = editor.state.form
            edit(&form[focusedField])
            await editor.send(.edit(form))
        case .loading, .saving, .saved, .deleted, .failed:
            break
        }
    }

    private func save() async -> EditorScreenOutcome {
        if case .conflict(_, _, let version) = editor.state.status {
            // Enter after a conflict keeps these values over theirs: they have been seen.
            await editor.send(.expect(version: version))
        }
        await editor.send(.save)
        guard case .saved(let item) = editor.state.status else { return .editing }
        return .saved(savedNotice(item))
    }
}
