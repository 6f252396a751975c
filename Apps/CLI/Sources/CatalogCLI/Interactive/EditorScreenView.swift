import Presentation

/// Draws the browser's edit screen: every field, the focused one marked with its cursor,
/// each problem under its field, and after a conflict the item's values now.
struct EditorScreenView {
    let style: TextStyle

    func lines<Editor>(_ screen: EditorScreen<Editor>) -> [String] {
        let state = screen.editor.state
        if case .loading = state.status { return ["", "Loading…"] }
        if case .failed(let error) = state.status {
            return ["", style.red(style.bold(error.title)), error.message]
        }
        let fields = Editor.Form.Field.allCases
        let width = (fields.map(\.label.count).max() ?? 0) + 2
        var lines = [style.bold("Edit \(screen.title)"), ""]
        for field in fields {
            let focused = field == screen.focusedField
            lines.append((focused ? "> " : "  ") + field.label.rightPadded(to: width) + state.form[field] + (focused ? "█" : ""))
            if let problem = state.message(for: field) { lines.append("  " + String(repeating: " ", count: width) + style.red(problem)) }
        }
        lines.append("")
        switch state.status {
        case .invalid(let error):
            lines.append(style.red(error.title) + (state.marksFields ? ": nothing was saved; fix the fields marked." : ": nothing was saved."))
            lines += state.unplacedProblems.map { "  " + style.red($0.onOneLine) }
        case .conflict(let error, let current, let version):
            lines.append(style.red(style.bold(error.title)))
            lines.append(error.message)
            lines.append("Theirs now (version \(version)):")
            for field in fields {
                lines.append("  " + field.label.rightPadded(to: width) + current[field])
            }
        case .saving:
            lines.append(style.yellow("Saving…"))
        case .loading, .editing, .saved, .deleted, .failed:
            break
        }
        return lines
    }
}
