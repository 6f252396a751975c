import ArgumentParser
import Composition
import Foundation
import Presentation

struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a product, after asking (or at once with --yes).",
        discussion: "Without a terminal to ask on, it deletes only with --yes."
    )

    @Argument(help: ArgumentHelp("The product's id.", valueName: "id")) var id: String
    @Flag(help: "Delete without asking.") var yes = false
    @Option(help: ArgumentHelp("Delete only if the product is still at this version (see show --json).", valueName: "version"))
    var expectVersion: Int?
    @OptionGroup(title: "Data source") var source: SourceOptions

    func validate() throws {
        _ = try commandID(id, of: "a product")
    }

    func run() async throws {
        let id = try commandID(id, of: "a product")
        let context = CLIContext.current
        try await source.withScreens { screens in
            let editor = screens.productEditor(id: id)
            await editor.send(.load)
            if case .failed(let error) = editor.state.status { throw error.cliFailure }
            if let expectVersion { await editor.send(.expect(version: expectVersion)) }
            let confirmed = try yes || confirm(editor.state.form.name, context: context)
            guard confirmed else {
                context.stdout.write("Nothing was deleted.\n")
                return
            }
            await editor.send(.delete)
            try EditorOutput.print(editor.state, json: false, context: context)
        }
    }

    private func confirm(_ name: String, context: CLIContext) throws -> Bool {
        guard let ask = context.ask else {
            throw CLIFailure(message: "delete asks before it deletes, and there is no terminal to ask on; add --yes to delete without asking", status: .usage)
        }
        let answer = ask("Delete product \(id), “\(name)”? [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }
}
