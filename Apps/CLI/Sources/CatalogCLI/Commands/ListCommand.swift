import ArgumentParser
import Composition
import Presentation

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one page of products: all of them, or those a search and filter find."
    )

    @OptionGroup var query: ListQueryOptions
    @Flag(help: "Print JSON instead of a table.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func run() async throws {
        let selection = try query.selection()
        try await source.withScreens { screens in
            try await ScreenOutput.print(screens.screen(for: .productList(selection)), json: json, context: .current)
        }
    }
}
