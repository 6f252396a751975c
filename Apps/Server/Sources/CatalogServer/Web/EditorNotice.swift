import Presentation

/// What an editor page says above its form or its question, for any feature: why nothing
/// was saved, or that someone else saved or changed the item first.
enum EditorNotice {
    /// The form broke the rules: each field's problem is beside it (`marksFields`), and
    /// what no field shows (`EditorState.unplacedProblems`) is listed here.
    static func invalid(_ error: ErrorViewData, marksFields: Bool, unplaced: [String]) -> HTML {
        let marked: HTML = marksFields ? " Fix the fields marked below and save again." : ""
        let listed: HTML = unplaced.isEmpty ? "" : "<ul>\(unplaced.map { problem -> HTML in "<li>\(problem)</li>" })</ul>"
        return "<div class=\"notice invalid\" role=\"alert\"><h2>\(error.title)</h2><p>Nothing was saved.\(marked)</p>\(listed)</div>"
    }

    /// Someone else saved first: their values, beside what was typed (kept in the form), and
    /// the editor at `reloadURL` to start again from theirs.
    static func conflict<Form: EditorForm>(_ error: ErrorViewData, theirs: Form, reloadURL: String) -> HTML {
        "<div class=\"notice conflict\" role=\"alert\"><h2>\(error.title)</h2><p>\(error.message) Their values are below; what you typed is kept in the form: save again to put it in place of theirs, or <a href=\"\(reloadURL)\">start again from theirs</a>.</p><dl class=\"theirs\">\(FormFieldHTML.values(of: theirs))</dl></div>"
    }

    /// The item changed after its delete page was opened, so nothing was deleted.
    static func deleteConflict(_ error: ErrorViewData) -> HTML {
        "<div class=\"notice conflict\" role=\"alert\"><h2>\(error.title)</h2><p>It changed after you opened this page; nothing was deleted. Check its values below before you delete it.</p></div>"
    }
}
