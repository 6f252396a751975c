import ArgumentParser
import Composition
import Presentation

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a product, and print it as saved.",
        discussion: "Every field that breaks a rule gets a line on stderr, and the status is 2."
    )

    @OptionGroup(title: "Fields") var fields: ProductFieldOptions
    @Flag(help: "Print JSON instead of text.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func run() async throws {
        try await source.withScreens { screens in
            let editor = screens.productEditor(id: nil)
            await editor.send(.edit(fields.applied(to: editor.state.form)))
            await editor.send(.save)
            try EditorOutput.print(editor.state, json: json, context: .current)
        }
    }
}
