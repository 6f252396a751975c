import ArgumentParser
import Composition
import Presentation

extension WarehousesCommand {
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a warehouse, and print it as saved.",
            discussion: "Every field that breaks a rule gets a line on stderr, and the status is 2."
        )

        @OptionGroup(title: "Fields") var fields: Fields
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func run() async throws {
            try await source.withScreens { screens in
                let state = await EditorCommands.add(screens.warehouseEditor(id: nil), fields: fields.applied(to:))
                try WarehousesCommand.report(state, json: json, context: .current)
            }
        }
    }

    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a warehouse's fields, and print it as saved.",
            discussion: """
                Saves over the version it reads, or over --expect-version: if someone else saved \
                first, nothing is saved, the status is 3, and stderr says what it is now.
                """
        )

        @Argument(help: ArgumentHelp("The warehouse's id.", valueName: "id")) var id: String
        @OptionGroup(title: "Fields") var fields: Fields
        @Option(help: ArgumentHelp("Save only if the warehouse is still at this version (its --json says it).", valueName: "version")) var expectVersion: Int?
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            _ = try commandID(id, of: "a warehouse")
        }

        func run() async throws {
            try await source.withScreens { screens in
                let editor = screens.warehouseEditor(id: try commandID(id, of: "a warehouse"))
                let state = try await EditorCommands.edit(editor, expecting: expectVersion, fields: fields.applied(to:))
                try WarehousesCommand.report(state, json: json, context: .current)
            }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a warehouse, after asking (or at once with --yes).",
            discussion: "Without a terminal to ask on, it deletes only with --yes."
        )

        @Argument(help: ArgumentHelp("The warehouse's id.", valueName: "id")) var id: String
        @Flag(help: "Delete without asking.") var yes = false
        @Option(help: ArgumentHelp("Delete only if the warehouse is still at this version (its --json says it).", valueName: "version")) var expectVersion: Int?
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            _ = try commandID(id, of: "a warehouse")
        }

        func run() async throws {
            let context = CLIContext.current
            try await source.withScreens { screens in
                let editor = screens.warehouseEditor(id: try commandID(id, of: "a warehouse"))
                let asked = try await EditorCommands.delete(editor, item: "warehouse \(id)", expecting: expectVersion, asking: !yes, context: context)
                guard let state = asked else { return }
                try WarehousesCommand.report(state, json: false, context: context)
            }
        }
    }

    /// The fields, as `add` and `edit` take them; a field left out is left as it is.
    struct Fields: ParsableArguments {
        @Option(help: ArgumentHelp("Name.", valueName: "text")) var name: String?

        /// `form` with the given fields in place of its own.
        func applied(to form: WarehouseForm) -> WarehouseForm {
            var form = form
            if let name { form.name = name }
            return form
        }
    }

    /// Prints where an editor ended: the warehouse as saved, or why nothing was saved.
    static func report(_ state: WarehouseEditorState, json: Bool, context: CLIContext) throws {
        try EditorCommands.report(state, kind: "warehouse", context: context) { warehouse in
            json ? JSONView.render(WarehouseJSON(warehouse)) : RecordTextView(style: context.style).render(warehouse)
        }
    }
}
