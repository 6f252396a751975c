import Foundation
import Presentation

/// What every feature's `add`, `edit` and `delete` do with its editor, so that a
/// feature's commands only declare their options and show what was saved.
enum EditorCommands {
    /// Saves a new item: `fields` typed over a new item's form (its defaults).
    static func add<Editor: FormEditor>(
        _ editor: Editor, fields: (Editor.Form) -> Editor.Form
    ) async -> EditorState<Editor.Form, Editor.Saved> {
        await editor.send(.edit(fields(editor.state.form)))
        await editor.send(.save)
        return editor.state
    }

    /// Saves an item with `fields` typed over its values, over the version it is read at,
    /// or over `expectedVersion`. An item that cannot be read is the command's failure.
    static func edit<Editor: FormEditor>(
        _ editor: Editor, expecting expectedVersion: Int?, fields: (Editor.Form) -> Editor.Form
    ) async throws(CLIFailure) -> EditorState<Editor.Form, Editor.Saved> {
        try await load(editor, expecting: expectedVersion)
        await editor.send(.edit(fields(editor.state.form)))
        await editor.send(.save)
        return editor.state
    }

    /// Deletes an item (`item` names it by kind and id: `purchase order 7`, and the question
    /// by its heading too), over the version it is read at or `expectedVersion`, after
    /// asking unless `asking` is false.
    /// `nil` when the answer was no, which stdout is told.
    static func delete<Editor: FormEditor>(
        _ editor: Editor, item: String, expecting expectedVersion: Int?, asking: Bool, context: CLIContext
    ) async throws(CLIFailure) -> EditorState<Editor.Form, Editor.Saved>? {
        try await load(editor, expecting: expectedVersion)
        if asking, try !confirm("Delete \(item)\(editor.state.form.heading.map { ", “\($0)”" } ?? "")?", context: context) {
            context.stdout.write("Nothing was deleted.\n")
            return nil
        }
        await editor.send(.delete)
        return editor.state
    }

    /// Prints where an editor ended: the item as saved (`show` writes it), or why nothing
    /// was saved, with the exit status of that reason. `kind` names a deleted item.
    static func report<Form, Saved>(
        _ state: EditorState<Form, Saved>, kind: String, context: CLIContext, show: (Saved) -> String
    ) throws(CLIFailure) {
        switch state.status {
        case .saved(let item):
            context.stdout.write(show(item))
        case .deleted:
            context.stdout.write("Deleted \(kind) \(state.itemID.map(String.init) ?? "").\n")
        case .invalid(let error):
            // One line per field, each naming it, so that a script can tell which.
            throw CLIFailure(message: error.fieldMessages.map(\.message).joined(separator: "\n"), status: .invalidDraft)
        case .conflict(let error, let theirs, _):
            throw error.cliFailure(now: theirs)
        case .failed(let error):
            throw error.cliFailure
        case .loading, .editing, .saving:
            throw CLIFailure(message: "the editor did not finish", status: .internalError)
        }
    }

    /// Asks `question` on the terminal and answers whether the reply was yes. Without a
    /// terminal to ask on, a usage failure that points at `--yes`.
    private static func confirm(_ question: String, context: CLIContext) throws(CLIFailure) -> Bool {
        guard let ask = context.ask else {
            throw CLIFailure(message: "delete asks before it deletes, and there is no terminal to ask on; add --yes to delete without asking", status: .usage)
        }
        let answer = ask(question + " [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }

    /// Loads the item, failing as the editor did, and expects `expectedVersion` if given.
    private static func load<Editor: FormEditor>(_ editor: Editor, expecting expectedVersion: Int?) async throws(CLIFailure) {
        await editor.send(.load)
        if case .failed(let error) = editor.state.status { throw error.cliFailure }
        if let expectedVersion { await editor.send(.expect(version: expectedVersion)) }
    }
}
