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
        guard let number = Int64(id), number > 0 else {
            throw ValidationError("“\(id)” is not a product id; ids are whole numbers from 1")
        }
    }

    func run() async throws {
        try await source.withScreens { screens in
            try await DetailOutput.print(screens.productDetail(id: Int64(id) ?? 0), json: json, context: .current)
        }
    }
}
