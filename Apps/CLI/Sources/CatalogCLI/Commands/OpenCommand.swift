import ArgumentParser
import Composition
import Presentation

struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Print the screen a deep link opens, such as catalog://products/42 or catalog://products?search=lamp."
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
            switch route {
            case .productList(let request):
                try await ListOutput.print(screens.productList(request), json: json, context: .current)
            case .productDetail(let id):
                try await DetailOutput.print(screens.productDetail(id: id), json: json, context: .current)
            }
        }
    }
}
