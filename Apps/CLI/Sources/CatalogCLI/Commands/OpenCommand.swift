import ArgumentParser
import Composition
import Presentation

struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the screen a deep link names (\(examples)): browsed in a terminal, else printed."
    )

    /// Home's link and each section's, such as `catalog://products`.
    private static var examples: String {
        ([Route.home] + HomeViewData.standard.sections.map(\.route)).map(DeepLink.link).joined(separator: ", ")
    }

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
        let context = CLIContext.current
        try await source.withScreens { screens in
            // In a terminal, as the command with no arguments: the interactive browser, there.
            if let terminal = context.terminal, !json {
                try await InteractiveBrowser.run(screens: screens, start: route, fitsStart: false, terminal: terminal, style: context.style)
            } else {
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: context)
            }
        }
    }
}
