import ArgumentParser
import Composition
import Presentation

struct CategoriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract: "Print every category with how many products it holds."
    )

    @Flag(help: "Print JSON instead of a table.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func run() async throws {
        try await source.withScreens { screens in
            try await ScreenOutput.print(screens.screen(for: .categories), json: json, context: .current)
        }
    }
}
