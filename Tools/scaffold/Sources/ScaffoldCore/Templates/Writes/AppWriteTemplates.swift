extension FeatureField {
    /// The value's name in the command's help: `--total <amount>`.
    var optionValueName: String {
        switch kind {
        case .string: "text"
        case .int: "number"
        case .bool: "yes|no"
        case .money: "amount"
        case .date: "date"
        }
    }

    /// What a person types in the field, different for each `number` (1, 2, 3), as the
    /// CLI's and the pages' tests type it.
    func typed(_ number: Int) -> String {
        switch kind {
        case .string: "Typed \(label) \(number)"
        case .int: "\(number * 7)"
        case .bool: number % 2 == 1 ? "yes" : "no"
        case .money: "\(number * 3).50 EUR"
        case .date: "2026-03-0\(number) 10:30"
        }
    }

    /// What a person types that cannot be saved: empty text, or text that is not the kind's.
    var typedWrong: String {
        switch kind {
        case .string: ""
        case .int, .money: "abc"
        case .bool: "maybe"
        case .date: "tomorrow"
        }
    }
}

extension FeatureTemplate {
    /// The CLI command of an edited feature: a group whose default prints, as a read-only
    /// feature's command does, beside add, edit and delete.
    func editedCommand() -> String {
        #"""
        import ArgumentParser
        import Composition
        import Presentation

        struct \#(types)Command: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "\#(slug)",
                abstract: "Print, add, edit or delete \#(name.pluralWords).",
                subcommands: [Show.self, Add.self, Edit.self, Delete.self],
                defaultSubcommand: Show.self
            )

            struct Show: AsyncParsableCommand {
                static let configuration = CommandConfiguration(
                    abstract: "Print every \#(name.singularWords), or one \#(name.singularWords) by its id."
                )

                \#(indented(8, printingMembers))
            }
        }

        """#
    }

    func commandWrites() -> String {
        let idArgument = #"""
            @Argument(help: "The \#(name.singularWords)'s id.") var id: Int64
            """#
        let validate = #"""
            func validate() throws {
                if id < 1 { throw ValidationError("\(id) is not \#(anItem) id: ids are whole numbers from 1.") }
            }
            """#
        return #"""
        import ArgumentParser
        import Composition
        import Foundation
        import Presentation

        extension \#(types)Command {
            struct Add: AsyncParsableCommand {
                static let configuration = CommandConfiguration(
                    abstract: "Add \#(anItem), and print it as saved.",
                    discussion: "Every field that breaks a rule gets a line on stderr, and the status is 2."
                )

                @OptionGroup(title: "Fields") var fields: Fields
                @Flag(help: "Print JSON instead of text.") var json = false
                @OptionGroup(title: "Data source") var source: SourceOptions

                func run() async throws {
                    try await source.withScreens { screens in
                        let editor = screens.\#(value)Editor(id: nil)
                        await editor.send(.edit(fields.applied(to: editor.state.form)))
                        await editor.send(.save)
                        try \#(types)Command.report(editor.state, json: json, context: .current)
                    }
                }
            }

            struct Edit: AsyncParsableCommand {
                static let configuration = CommandConfiguration(
                    abstract: "Change \#(anItem)'s fields, and print it as saved.",
                    discussion: """
                        Saves over the version it reads, or over --expect-version: if someone else saved \
                        first, nothing is saved and the status is 3.
                        """
                )

                \#(indented(8, idArgument))
                @OptionGroup(title: "Fields") var fields: Fields
                @Option(help: "Save only if the \#(name.singularWords) is still at this version.") var expectVersion: Int?
                @Flag(help: "Print JSON instead of text.") var json = false
                @OptionGroup(title: "Data source") var source: SourceOptions

                \#(indented(8, validate))

                func run() async throws {
                    try await source.withScreens { screens in
                        let editor = screens.\#(value)Editor(id: id)
                        await editor.send(.load)
                        if case .failed(let error) = editor.state.status { throw error.cliFailure }
                        if let expectVersion { await editor.send(.expect(version: expectVersion)) }
                        await editor.send(.edit(fields.applied(to: editor.state.form)))
                        await editor.send(.save)
                        try \#(types)Command.report(editor.state, json: json, context: .current)
                    }
                }
            }

            struct Delete: AsyncParsableCommand {
                static let configuration = CommandConfiguration(
                    abstract: "Delete \#(anItem), after asking (or at once with --yes).",
                    discussion: "Without a terminal to ask on, it deletes only with --yes."
                )

                \#(indented(8, idArgument))
                @Flag(help: "Delete without asking.") var yes = false
                @Option(help: "Delete only if the \#(name.singularWords) is still at this version.") var expectVersion: Int?
                @OptionGroup(title: "Data source") var source: SourceOptions

                \#(indented(8, validate))

                func run() async throws {
                    let context = CLIContext.current
                    try await source.withScreens { screens in
                        let editor = screens.\#(value)Editor(id: id)
                        await editor.send(.load)
                        if case .failed(let error) = editor.state.status { throw error.cliFailure }
                        if let expectVersion { await editor.send(.expect(version: expectVersion)) }
                        guard try yes || confirm(context: context) else {
                            context.stdout.write("Nothing was deleted.\n")
                            return
                        }
                        await editor.send(.delete)
                        try \#(types)Command.report(editor.state, json: false, context: context)
                    }
                }

                private func confirm(context: CLIContext) throws -> Bool {
                    guard let ask = context.ask else {
                        throw CLIFailure(message: "delete asks before it deletes, and there is no terminal to ask on; add --yes to delete without asking", status: .usage)
                    }
                    let answer = ask("Delete \#(name.singularWords) \(id)? [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
                    return answer == "y" || answer == "yes"
                }
            }

            /// The fields, as `add` and `edit` take them; a field left out is left as it is.
            struct Fields: ParsableArguments {
                \#(each(8) { "@Option(help: ArgumentHelp(\"\($0.label)\($0.formHint.map { ": \($0.prefix(1).lowercased() + $0.dropFirst())" } ?? "").\", valueName: \"\($0.optionValueName)\")) var \($0.name): String?" })

                /// `form` with the given fields in place of its own.
                func applied(to form: \#(type)Form) -> \#(type)Form {
                    var form = form
                    \#(each(12) { "if let \($0.name) { form.\($0.name) = \($0.name) }" })
                    return form
                }
            }

            /// Prints where an editor ended: the \#(name.singularWords) as saved, or why nothing was
            /// saved, with the exit status of that reason.
            static func report(_ state: \#(type)EditorState, json: Bool, context: CLIContext) throws {
                switch state.status {
                case .saved(let \#(value)):
                    context.stdout.write(json ? JSONView.render(\#(type)JSON(\#(value))) : \#(type)TextView(style: context.style).render(\#(value)))
                case .deleted:
                    context.stdout.write("Deleted \#(name.singularWords) \(state.itemID.map(String.init) ?? "").\n")
                case .invalid(let error):
                    // One line per field, each naming it, so that a script can tell which.
                    throw CLIFailure(message: error.fieldMessages.map(\.message).joined(separator: "\n"), status: .invalidDraft)
                case .conflict(let error, _, _), .failed(let error):
                    throw error.cliFailure
                case .loading, .editing, .saving:
                    throw CLIFailure(message: "the editor did not finish", status: .internalError)
                }
            }
        }

        """#
    }
}

extension FeatureTemplate {
    func editorPages() -> String {
        let heading = titleField.map { "state.form.\($0.name)" } ?? "\"\(name.singularTitle) \\(id)\""
        // The name as saved, for the edit page's title while the form holds another.
        let keepName = titleField.map { "\n        let savedName = editor.state.itemID == nil ? nil : editor.state.form.\($0.name)" } ?? ""
        let editHeading = titleField == nil ? heading : "savedName ?? \(heading)"
        return #"""
        import Composition
        import Hummingbird
        import Presentation

        /// The pages that change \#(name.pluralWords), for a signed-in browser: a new one at
        /// `/\#(slug)/new`, and each one's edit and delete pages. Each shows a form and takes it back
        /// at the same address, then redirects to the result (POST, then redirect, then GET), or
        /// shows the form again with every problem beside its field and every value as typed.
        struct \#(type)EditorPages {
            typealias Context = AppRequestContext
            let screens: ScreenFactory

            func register(on router: some RouterMethods<Context>) {
                router.get("/\#(slug)/new") { _, context in
                    try formPage(screens.\#(value)Editor(id: nil), context: context)
                }
                router.post("/\#(slug)/new") { request, context in
                    try await save(screens.\#(value)Editor(id: nil), request: request, context: context)
                }
                router.get("/\#(slug)/:id/edit") { _, context in
                    try formPage(try await loadedEditor(context), context: context)
                }
                router.post("/\#(slug)/:id/edit") { request, context in
                    try await save(try await loadedEditor(context), request: request, context: context)
                }
                router.get("/\#(slug)/:id/delete") { _, context in
                    try await confirmationPage(try await loadedEditor(context), context: context)
                }
                router.post("/\#(slug)/:id/delete") { request, context in
                    try await delete(try await loadedEditor(context), request: request, context: context)
                }
            }

            /// A form as a browser sends it back: every field as typed, and the version the page
            /// showed. A field the browser left out reads as empty, and a checkbox left unchecked,
            /// which a browser does not send, as `no`.
            struct Submitted: Decodable {
                \#(each(8) { "let \($0.name): String?" })
                let version: Int?

                var form: \#(type)Form {
                    \#(type)Form(\#(list { "\($0.name): \($0.name) ?? \($0.kind == .bool ? "\"no\"" : "\"\"")" }))
                }
            }

            /// A delete confirmation as a browser sends it back.
            struct SubmittedDeletion: Decodable {
                let version: Int?
            }

            /// The editor of the address's \#(name.singularWords), loaded; its failure is the page's.
            private func loadedEditor(_ context: Context) async throws -> \#(type)EditorViewModel {
                let text = context.parameters.get("id") ?? ""
                guard let id = Int64(text), id >= 1 else { throw PageError.notFound(path: "/\#(slug)/\(text)") }
                let editor = screens.\#(value)Editor(id: id)
                await editor.send(.load)
                if case .failed(let error) = editor.state.status { throw PageError(error) }
                return editor
            }

            private func save(_ editor: \#(type)EditorViewModel, request: Request, context: Context) async throws -> Response {\#(keepName)
                let sent = try await URLEncodedFormDecoder().decode(Submitted.self, from: request, context: context)
                await editor.send(.edit(sent.form))
                // A version the page did not send is none: the save is a conflict, never an overwrite.
                await editor.send(.expect(version: sent.version ?? 0))
                await editor.send(.save)
                if case .saved(let \#(value)) = editor.state.status {
                    return Self.redirect(to: WebRoutes.path(for: .\#(value)Detail(id: \#(value).id)))
                }
                return try formPage(editor, \#(titleField == nil ? "" : "savedName: savedName, ")context: context)
            }

            private func delete(_ editor: \#(type)EditorViewModel, request: Request, context: Context) async throws -> Response {
                let sent = try await URLEncodedFormDecoder().decode(SubmittedDeletion.self, from: request, context: context)
                // A version the page did not send is none: the delete is a conflict, never a surprise.
                await editor.send(.expect(version: sent.version ?? 0))
                await editor.send(.delete)
                if case .deleted = editor.state.status { return Self.redirect(to: WebRoutes.path(for: .\#(value)List(PageSelection()))) }
                return try await confirmationPage(editor, context: context)
            }

            /// The editor's form, answered with the status its state calls for.
            /// - Parameter savedName: the name as saved, when the form holds another.
            private func formPage(_ editor: \#(type)EditorViewModel, savedName: String? = nil, context: Context) throws -> Response {
                let state = editor.state
                let status: HTTPResponse.Status
                var notice: HTML?
                switch state.status {
                case .failed(let error): throw PageError(error)
                case .invalid(let error):
                    status = .unprocessableContent
                    notice = "<div class=\"notice invalid\" role=\"alert\"><h2>\(error.title)</h2><p>Nothing was saved. Fix the fields marked below and save again.</p></div>"
                case .conflict(let error, _, _):
                    status = .conflict
                    let reloadURL = state.itemID.map { "/\#(slug)/\($0)/edit" } ?? "/\#(slug)/new"
                    notice = "<div class=\"notice conflict\" role=\"alert\"><h2>\(error.title)</h2><p>\(error.message) What you typed is kept below: save again to put it in place of theirs, or <a href=\"\(reloadURL)\">start again from theirs</a>.</p></div>"
                case .loading, .editing, .saving, .saved, .deleted:
                    status = .ok
                }
                // After a conflict the form keeps what was typed, over the version now: saving again puts it in place of theirs.
                let sentVersion = if case .conflict(_, _, let now) = state.status { now } else { state.version }
                let title: String, action: String, submitTitle: String, cancelURL: String
                if let id = state.itemID {
                    (title, action, submitTitle) = ("Edit \(\#(editHeading))", "/\#(slug)/\(id)/edit", "Save changes")
                    cancelURL = WebRoutes.path(for: .\#(value)Detail(id: id))
                } else {
                    (title, action, submitTitle) = ("New \#(name.singularWords)", "/\#(slug)/new", "Add \#(name.singularWords)")
                    cancelURL = WebRoutes.path(for: .\#(value)List(PageSelection()))
                }
                let fields = \#(type)Form.Field.allCases.map { field -> HTML in
                    let problem = state.message(for: field)
                    let hint = field.hint.map { hint -> HTML in " placeholder=\"\(hint)\"" }
                    let invalid: HTML? = problem == nil ? nil : " aria-invalid=\"true\" aria-describedby=\"\(field.rawValue)-problem\""
                    let input: HTML = field.isFlag
                        ? "<input type=\"checkbox\" id=\"\(field.rawValue)\" name=\"\(field.rawValue)\" value=\"yes\"\(FormText.flag(state.form[field]) == true ? " checked" : "")\(invalid)>"
                        : "<input id=\"\(field.rawValue)\" name=\"\(field.rawValue)\" value=\"\(state.form[field])\"\(hint)\(invalid)>"
                    return """
                        <div class="field\(problem == nil ? "" : " invalid")">
                              <label for="\(field.rawValue)">\(field.label)</label>
                              \(input)
                              \(problem.map { problem -> HTML in "<p class=\"field-problem\" id=\"\(field.rawValue)-problem\">\(problem)</p>" })
                            </div>
                        """
                }
                let body: HTML = """
                    <section class="editor">
                      <p class="crumbs"><a href="\(WebRoutes.path(for: .\#(value)List(PageSelection())))">All \#(name.pluralWords)</a></p>
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
                    </section>
                    """
                return HTMLPage(html: PageRenderer.page(title: title, body: body), status: status).response()
            }

            /// Asks before deleting; after a conflict, says so, showing the \#(name.singularWords) as it is now.
            private func confirmationPage(_ editor: \#(type)EditorViewModel, context: Context) async throws -> Response {
                let state = editor.state
                guard let id = state.itemID else { throw PageError.notFound(path: "/\#(slug)/new/delete") }
                var notice: HTML?
                var status = HTTPResponse.Status.ok
                switch state.status {
                case .conflict(let error, _, _):
                    // Shown again as it is now, at its new version, to confirm again.
                    await editor.send(.load)
                    notice = "<div class=\"notice conflict\" role=\"alert\"><h2>\(error.title)</h2><p>It changed after you opened this page; nothing was deleted. Check its values below before you delete it.</p></div>"
                    status = .conflict
                case .failed(let error):
                    throw PageError(error)
                default:
                    break
                }
                let shown = editor.state
                let fields = \#(type)Form.Field.allCases.map { field -> HTML in "<dt>\(field.label)</dt><dd>\(shown.form[field])</dd>" }
                let body: HTML = """
                    <section class="editor">
                      <h1>Delete \(\#(heading))?</h1>
                      \(notice)
                      <dl class="fields">\(fields)</dl>
                      <p>Deleting it cannot be undone.</p>
                      <form method="post" action="/\#(slug)/\(id)/delete">
                        <input type="hidden" name="csrf" value="\(context.formToken ?? "")">
                        <input type="hidden" name="version" value="\(shown.version ?? 0)">
                        <div class="actions">
                          <button type="submit" class="danger">Delete</button>
                          <a href="\(WebRoutes.path(for: .\#(value)Detail(id: id)))">Keep it</a>
                        </div>
                      </form>
                    </section>
                    """
                return HTMLPage(html: PageRenderer.page(title: "Delete \(\#(heading))", body: body), status: status).response()
            }

            private static func redirect(to path: String) -> Response {
                Response(status: .seeOther, headers: [.location: path])
            }
        }

        extension \#(type)Route: EditingPages {
            static func registerEditing(on router: some RouterMethods<AppRequestContext>, screens: ScreenFactory) {
                \#(type)EditorPages(screens: screens).register(on: router)
            }
        }

        """#
    }
}

extension FeatureTemplate {
    /// The interactive browser's edit screen for an item, opened with `e` on its screen.
    var browserEditor: String {
        let title = titleField.map { "\\.\($0.name)" } ?? "{ _ in \"\(name.singularWords) \\(id)\" }"
        return """
        func editor(_ screens: ScreenFactory) -> (any EditingScreen)? {
            let id = state.\(value)ID
            return EditorScreen(editor: screens.\(value)Editor(id: id), name: \(title)) { "Saved \\($0.heading) (version \\($0.version))." }
        }
        """
    }
}
