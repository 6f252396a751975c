import Hummingbird
import Presentation

/// The pages that change a feature's items, for a signed-in browser: a new one at
/// `/<segment>/new`, and each one's edit and delete pages. Each shows a form and takes it
/// back at the same address, then redirects to the result (POST, then redirect, then GET),
/// or shows the form again with every problem beside its field and every value as typed.
/// A feature has them by naming its items, its addresses and its editor (`EditingPages`).
struct EditorPages<Editor: FormEditor & SendableMetatype>: Sendable {
    typealias Context = AppRequestContext
    /// The first segment of the feature's addresses, such as `purchase-orders`.
    let segment: String
    /// What one item is called in a sentence, such as `purchase order`.
    let kind: String
    /// What more than one are called, such as `purchase orders`.
    let kinds: String
    /// An editor of the item with an id, or of a new one.
    let editor: @Sendable (_ id: Int64?) -> Editor
    /// The feature's list, where a delete ends.
    let list: Route
    /// An item's page, where a save ends.
    let detail: @Sendable (_ id: Int64) -> Route

    func register(on router: some RouterMethods<Context>) {
        router.get(RouterPath("/\(segment)/new")) { _, context in
            try formPage(await newEditor(), context: context)
        }
        router.post(RouterPath("/\(segment)/new")) { request, context in
            try await save(await newEditor(), request: request, context: context)
        }
        router.get(RouterPath("/\(segment)/:id/edit")) { _, context in
            try formPage(try await loadedEditor(context), context: context)
        }
        router.post(RouterPath("/\(segment)/:id/edit")) { request, context in
            try await save(try await loadedEditor(context), request: request, context: context)
        }
        router.get(RouterPath("/\(segment)/:id/delete")) { _, context in
            try await confirmationPage(try await loadedEditor(context), context: context)
        }
        router.post(RouterPath("/\(segment)/:id/delete")) { request, context in
            try await delete(try await loadedEditor(context), request: request, context: context)
        }
    }

    /// An editor for a new item, with the items its references may choose.
    private func newEditor() async -> Editor {
        let editor = editor(nil)
        await editor.send(.load)
        return editor
    }

    /// The editor of the address's item, loaded; its failure is the page's.
    private func loadedEditor(_ context: Context) async throws -> Editor {
        let editor = editor(try WebRoutes.itemID(in: context, under: segment))
        await editor.send(.load)
        if case .failed(let error) = editor.state.status { throw PageError(error) }
        return editor
    }

    private func save(_ editor: Editor, request: Request, context: Context) async throws -> Response {
        let savedName = editor.state.itemID == nil ? nil : editor.state.form.heading
        let sent = try await SubmittedForm.decode(SubmittedEditorForm<Editor.Form>.self, from: request, context: context)
        await editor.send(.edit(sent.form(over: editor.state.form)))
        // A version the page did not send is none: the save is a conflict, never an overwrite.
        await editor.send(.expect(version: sent.version ?? 0))
        await editor.send(.save)
        if case .saved = editor.state.status, let id = editor.state.itemID {
            return Self.redirect(to: WebRoutes.path(for: detail(id)))
        }
        return try formPage(editor, savedName: savedName, context: context)
    }

    private func delete(_ editor: Editor, request: Request, context: Context) async throws -> Response {
        let sent = try await SubmittedForm.decode(SubmittedDeletion.self, from: request, context: context)
        // A version the page did not send is none: the delete is a conflict, never a surprise.
        await editor.send(.expect(version: sent.version ?? 0))
        await editor.send(.delete)
        if case .deleted = editor.state.status { return Self.redirect(to: WebRoutes.path(for: list)) }
        return try await confirmationPage(editor, context: context)
    }

    /// The editor's form, answered with the status its state calls for.
    /// - Parameter savedName: the name as saved, when the form holds another.
    private func formPage(_ editor: Editor, savedName: String? = nil, context: Context) throws -> Response {
        let state = editor.state
        let status: HTTPResponse.Status
        var notice: HTML?
        switch state.status {
        case .failed(let error): throw PageError(error)
        case .invalid(let error):
            status = .unprocessableContent
            notice = EditorNotice.invalid(error, marksFields: state.marksFields, unplaced: state.unplacedProblems)
        case .conflict(let error, let theirs, _):
            status = .conflict
            let reloadURL = state.itemID.map { "/\(segment)/\($0)/edit" } ?? "/\(segment)/new"
            notice = EditorNotice.conflict(error, theirs: theirs, reloadURL: reloadURL)
        case .loading, .editing, .saving, .saved, .deleted:
            status = .ok
        }
        // After a conflict the form keeps what was typed, over the version now: saving again puts it in place of theirs.
        let sentVersion = if case .conflict(_, _, let now) = state.status { now } else { state.version }
        let title: String, action: String, submitTitle: String, cancelURL: String
        if let id = state.itemID {
            (title, action, submitTitle) = ("Edit \(savedName ?? state.form.heading ?? "\(kind) \(id)")", "/\(segment)/\(id)/edit", "Save changes")
            cancelURL = WebRoutes.path(for: detail(id))
        } else {
            (title, action, submitTitle) = ("New \(kind)", "/\(segment)/new", "Add \(kind)")
            cancelURL = WebRoutes.path(for: list)
        }
        let fields = Editor.Form.Field.allCases.map { field in
            FormFieldHTML.html(field, value: state.form[field], problem: state.message(for: field), choices: state.choices(for: field))
        }
        let body: HTML = """
            <section class="editor">
              <p class="crumbs"><a href="\(WebRoutes.path(for: list))">All \(kinds)</a></p>
              <h1>\(title)</h1>
              \(notice)
              <form method="post" action="\(action)" novalidate>
                <input type="hidden" name="csrf" value="\(context.formToken ?? "")">
                \(sentVersion.map { version -> HTML in "<input type=\"hidden\" name=\"version\" value=\"\(version)\">" })
                \(HTML(fields, separator: "\n    "))
                <div class="actions">
                  <button type="submit">\(submitTitle)</button>
                  <a href="\(cancelURL)">Cancel</a>
                </div>
              </form>
              \(Templates.signOut(csrf: context.formToken ?? ""))
            </section>
            """
        return HTMLPage(html: PageRenderer.page(title: title, body: body), status: status).response()
    }

    /// Asks before deleting; after a conflict, says so, showing the item as it is now.
    private func confirmationPage(_ editor: Editor, context: Context) async throws -> Response {
        let state = editor.state
        guard let id = state.itemID else { throw PageError.notFound(path: "/\(segment)/new/delete") }
        var notice: HTML?
        var status = HTTPResponse.Status.ok
        switch state.status {
        case .conflict(let error, _, _):
            // Shown again as it is now, at its new version, to confirm again.
            await editor.send(.load)
            notice = EditorNotice.deleteConflict(error)
            status = .conflict
        case .failed(let error):
            throw PageError(error)
        default:
            break
        }
        let shown = editor.state
        let name = state.form.heading ?? "\(kind) \(id)"
        let body: HTML = """
            <section class="editor">
              <h1>Delete \(name)?</h1>
              \(notice)
              <dl class="fields">\(FormFieldHTML.values(of: shown.form))</dl>
              <p>Deleting it cannot be undone.</p>
              <form method="post" action="/\(segment)/\(id)/delete">
                <input type="hidden" name="csrf" value="\(context.formToken ?? "")">
                <input type="hidden" name="version" value="\(shown.version ?? 0)">
                <div class="actions">
                  <button type="submit" class="danger">Delete</button>
                  <a href="\(WebRoutes.path(for: detail(id)))">Keep it</a>
                </div>
              </form>
            </section>
            """
        return HTMLPage(html: PageRenderer.page(title: "Delete \(name)", body: body), status: status).response()
    }

    private static func redirect(to path: String) -> Response {
        Response(status: .seeOther, headers: [.location: path])
    }
}
