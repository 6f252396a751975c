import ArgumentParser
import Composition
import Presentation

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one product in full."
    )

    @Argument(help: ArgumentHelp("The product's id, a whole number from 1.", valueName: "id"))
    var id: String

    @Flag(help: "Print JSON instead of text.") var json = false
    @OptionGroup(title: "Data source") var source: SourceOptions

    func validate() throws {
        _ = try route()
    }

    func run() async throws {
        let route = try route()
        try await source.withScreens { screens in
            try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
        }
    }

    /// The product's route; an id that breaks the id rule is a usage error.
    private func route() throws(ValidationError) -> Route {
        do {
            return try RouteAddress(segments: ["products", id]).route()
        } catch {
            throw ValidationError(error.message)
        }
    }
}
