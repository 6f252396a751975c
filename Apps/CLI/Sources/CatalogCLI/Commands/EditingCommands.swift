import ArgumentParser
import Composition
import Foundation
import Presentation

/// What a feature whose items are edited gives the shared `add`, `edit` and `delete`
/// commands (`AddCommand`, `EditCommand`, `DeleteCommand`): what an item is called, its
/// editor, its fields as options, and how a saved item is printed. A feature's command
/// conforms and lists the three among its subcommands; they drive its editor: the load,
/// the expected version, the question before a delete, and the exit status of each outcome.
protocol EditingCommands {
    associatedtype Editor: FormEditor
    associatedtype Fields: EditorFields where Fields.Form == Editor.Form
    /// What one item is called, in lower case: `purchase order`.
    static var item: String { get }
    /// The same after its article: `a purchase order`, `an order`.
    static var anItem: String { get }
    /// The editor of a new item (`id` nil), or of the item `id`.
    static func editor(on screens: ScreenFactory, id: Int64?) -> Editor
    /// A saved item as the commands print it: as JSON, or as text.
    static func printed(_ saved: Editor.Saved, json: Bool, context: CLIContext) -> String
}

/// A feature's fields as the options of `add` and `edit`; a field left out is left as it is.
protocol EditorFields: ParsableArguments {
    associatedtype Form
    /// `form` with the given fields in place of its own.
    func applied(to form: Form) -> Form
}

extension EditingCommands {
    /// The id given as the item's, or a usage error that says why it is none.
    static func id(_ text: String) throws(ValidationError) -> Int64 {
        try commandID(text, of: anItem)
    }

    /// Loads the item, failing as the editor did, and expects `expectedVersion` if given.
    static func load(_ editor: Editor, expecting expectedVersion: Int?) async throws(CLIFailure) {
        await editor.send(.load)
        if case .failed(let error) = editor.state.status { throw error.cliFailure }
        if let expectedVersion { await editor.send(.expect(version: expectedVersion)) }
    }

    /// Saves the editor's form with `fields` typed over it, and prints where that ended.
    static func save(_ editor: Editor, fields: Fields, json: Bool, context: CLIContext) async throws(CLIFailure) {
        await editor.send(.edit(fields.applied(to: editor.state.form)))
        await editor.send(.save)
        try report(editor.state, json: json, context: context)
    }

    /// Prints where an editor ended: the item as saved, or why nothing was saved, with the
    /// exit status of that reason.
    static func report(_ state: EditorState<Editor.Form, Editor.Saved>, json: Bool, context: CLIContext) throws(CLIFailure) {
        switch state.status {
        case .saved(let saved):
            context.stdout.write(printed(saved, json: json, context: context))
        case .deleted:
            context.stdout.write("Deleted \(item) \(state.itemID.map(String.init) ?? "").\n")
        case .invalid(let error):
            throw error.draftFailure
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
    static func confirm(_ question: String, context: CLIContext) throws(CLIFailure) -> Bool {
        guard let ask = context.ask else {
            throw CLIFailure(message: "delete asks before it deletes, and there is no terminal to ask on; add --yes to delete without asking", status: .usage)
        }
        let answer = ask(question + " [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }
}

struct AddCommand<Feature: EditingCommands>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add",
            abstract: "Add \(Feature.anItem), and print it as saved.",
            discussion: "Every field that breaks a rule gets a line on stderr, and the status is 2."
        )
    }

    @OptionGroup(title: "Fields") var fields: Feature.Fields
    @Flag(help: "Print JSON instead of text.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func run() async throws {
        // A new item's form holds its defaults; the fields given are typed over them.
        try await source.withScreens { screens in
            try await Feature.save(Feature.editor(on: screens, id: nil), fields: fields, json: json, context: .current)
        }
    }
}

struct EditCommand<Feature: EditingCommands>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit",
            abstract: "Change \(Feature.anItem)'s fields, and print it as saved.",
            discussion: """
                Saves over the version it reads, or over --expect-version: if someone else saved \
                first, nothing is saved, the status is 3, and stderr says what it is now.
                """
        )
    }

    @Argument(help: ArgumentHelp("The \(Feature.item)'s id.", valueName: "id")) var id: String
    @OptionGroup(title: "Fields") var fields: Feature.Fields
    @Option(help: ArgumentHelp("Save only if the \(Feature.item) is still at this version (its --json says it).", valueName: "version"))
    var expectVersion: Int?
    @Flag(help: "Print JSON instead of text.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func validate() throws {
        _ = try Feature.id(id)
    }

    func run() async throws {
        // The fields given are typed over the item's values, saved over the version read.
        try await source.withScreens { screens in
            let editor = Feature.editor(on: screens, id: try Feature.id(id))
            try await Feature.load(editor, expecting: expectVersion)
            try await Feature.save(editor, fields: fields, json: json, context: .current)
        }
    }
}

struct DeleteCommand<Feature: EditingCommands>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: "Delete \(Feature.anItem), after asking (or at once with --yes).",
            discussion: "Without a terminal to ask on, it deletes only with --yes."
        )
    }

    @Argument(help: ArgumentHelp("The \(Feature.item)'s id.", valueName: "id")) var id: String
    @Flag(help: "Delete without asking.") var yes = false
    @Option(help: ArgumentHelp("Delete only if the \(Feature.item) is still at this version (its --json says it).", valueName: "version"))
    var expectVersion: Int?
    @OptionGroup(title: "Data source") var source: SourceOptions

    func validate() throws {
        _ = try Feature.id(id)
    }

    func run() async throws {
        let context = CLIContext.current
        try await source.withScreens { screens in
            let editor = Feature.editor(on: screens, id: try Feature.id(id))
            try await Feature.load(editor, expecting: expectVersion)
            let heading = editor.state.form.heading.map { ", “\($0)”" } ?? ""
            if !yes, try !Feature.confirm("Delete \(Feature.item) \(id)\(heading)?", context: context) {
                context.stdout.write("Nothing was deleted.\n")
                return
            }
            await editor.send(.delete)
            try Feature.report(editor.state, json: false, context: context)
        }
    }
}
