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
        _ = try commandID(id, of: "a product")
    }

    func run() async throws {
        let route = Route.productDetail(id: try commandID(id, of: "a product"))
        try await source.withScreens { screens in
            try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
        }
    }
}
