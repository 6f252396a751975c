import Presentation

/// Draws the browser's edit screen: every field, the focused one marked with its cursor,
/// each problem under its field, and after a conflict the product's values now.
struct EditorScreenView {
    let style: TextStyle

    func lines(_ screen: EditorScreen) -> [String] {
        let state = screen.editor.state
        if case .loading = state.status { return ["", "Loading…"] }
        if case .failed(let error) = state.status {
            return ["", style.red(style.bold(error.title)), error.message]
        }
        var lines = [style.bold("Edit \(screen.title)"), ""]
        for field in ProductForm.Field.allCases {
            let label = field.label.rightPadded(to: 10)
            let focused = field == screen.focus
            lines.append((focused ? "> " : "  ") + label + state.form[field] + (focused ? "█" : ""))
            if let problem = state.message(for: field) { lines.append("  " + String(repeating: " ", count: 10) + style.red(problem)) }
        }
        lines.append("")
        switch state.status {
        case .invalid(let error):
            lines.append(style.red(error.title) + ": nothing was saved; fix the fields marked.")
        case .conflict(let error, let current, let version):
            lines.append(style.red(style.bold(error.title)))
            lines.append(error.message)
            lines.append("Theirs now (version \(version)):")
            for field in ProductForm.Field.allCases {
                lines.append("  " + field.label.rightPadded(to: 10) + current[field])
            }
        case .saving:
            lines.append(style.yellow("Saving…"))
        case .loading, .editing, .saved, .deleted, .failed:
            break
        }
        return lines
    }

    func help(_ screen: EditorScreen) -> String {
        switch screen.editor.state.status {
        case .conflict: "enter save yours over theirs · ctrl-r take theirs · esc cancel"
        case .failed: "esc back"
        default: "↑↓ field · type to change · enter save · esc cancel"
        }
    }
}
