import ArgumentParser
import Composition
import Presentation

/// What a feature whose items are edited gives the shared `add`, `edit` and `delete`
/// commands (`AddCommand`, `EditCommand`, `DeleteCommand`): what an item is called, its
/// editor, its fields as options, and how a saved item is printed. A feature's command
/// conforms and lists the three among its subcommands; `EditorCommands` runs them.
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
    /// Prints where an editor ended: the item as saved, or why nothing was saved.
    static func report(_ state: EditorState<Editor.Form, Editor.Saved>, json: Bool, context: CLIContext) throws {
        try EditorCommands.report(state, kind: item, context: context) { printed($0, json: json, context: context) }
    }

    /// The id given as the item's, or a usage error that says why it is none.
    static func id(_ text: String) throws(ValidationError) -> Int64 {
        try commandID(text, of: anItem)
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
        try await source.withScreens { screens in
            let state = await EditorCommands.add(Feature.editor(on: screens, id: nil), fields: fields.applied(to:))
            try Feature.report(state, json: json, context: .current)
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
        try await source.withScreens { screens in
            let editor = Feature.editor(on: screens, id: try Feature.id(id))
            let state = try await EditorCommands.edit(editor, expecting: expectVersion, fields: fields.applied(to:))
            try Feature.report(state, json: json, context: .current)
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
            let asked = try await EditorCommands.delete(editor, item: "\(Feature.item) \(id)", expecting: expectVersion, asking: !yes, context: context)
            guard let state = asked else { return }
            try Feature.report(state, json: false, context: context)
        }
    }
}
