import ArgumentParser
import Composition
import Presentation

struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Print the screen a deep link opens, such as catalog://products/42, catalog://products?search=lamp or catalog://categories."
    )

    @Argument(help: ArgumentHelp("A catalog:// link.", valueName: "url"))
    var url: String

    @Flag(help: "Print JSON instead of text.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func run() async throws {
        let route: Route
        do {
            route = try DeepLink.route(from: url)
        } catch {
            throw CLIFailure(message: error.message, status: .badLink)
        }
        try await source.withScreens { screens in
            try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
        }
    }
}
