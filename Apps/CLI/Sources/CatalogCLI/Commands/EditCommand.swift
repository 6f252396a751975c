import ArgumentParser
import Composition
import Presentation

struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a product's fields, and print it as saved.",
        discussion: """
            Saves over the version it reads, or over --expect-version: if someone else saved \
            first, nothing is saved, the status is 3, and stderr says what the product is now.
            """
    )

    @Argument(help: ArgumentHelp("The product's id.", valueName: "id")) var id: String
    @OptionGroup(title: "Fields") var fields: ProductFieldOptions
    @Option(help: ArgumentHelp("Save only if the product is still at this version (see show --json).", valueName: "version"))
    var expectVersion: Int?
    @Flag(help: "Print JSON instead of text.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func validate() throws {
        _ = try commandID(id, of: "a product")
    }

    func run() async throws {
        let id = try commandID(id, of: "a product")
        try await source.withScreens { screens in
            let editor = screens.productEditor(id: id)
            await editor.send(.load)
            if case .failed(let error) = editor.state.status { throw error.cliFailure }
            if let expectVersion { await editor.send(.expect(version: expectVersion)) }
            await editor.send(.edit(fields.applied(to: editor.state.form)))
            await editor.send(.save)
            try EditorOutput.print(editor.state, json: json, context: .current)
        }
    }
}
