import ArgumentParser
import Composition
import Presentation

/// `catalog`: browse interactively on a terminal, or run one of the commands for scripts.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Browse on a terminal, or run one command for a script.",
        discussion: """
            With no command on a terminal, opens the interactive browser. Without a terminal, \
            prints the screen it would open first.

            Exit status: 0 success, 1 not found, 2 invalid input, 3 changed by someone else, \
            64 invalid arguments, 65 unknown deep link, 74 data unavailable, 77 change refused by \
            the server, 70 internal error.
            """,
        subcommands: [
            // sample:begin
            ProductsCommand.self, CategoriesCommand.self,
            // sample:end
            OpenCommand.self,
            PurchaseOrdersCommand.self,
            WarehousesCommand.self,
            // scaffold:commands
        ]
    )

    @OptionGroup(title: "Data source") var source: SourceOptions

    /// The screen `catalog` opens with no command: the product list, else home.
    static var start: Route { starts.first ?? .home }

    private static let starts: [Route] = [
        // sample:begin
        .productList(ProductSelection()),
        // sample:end
    ]

    func run() async throws {
        let start = Self.start
        let context = CLIContext.current
        try await source.withScreens { screens in
            if let terminal = context.terminal {
                try await InteractiveBrowser.run(screens: screens, start: start, terminal: terminal, style: context.style)
            } else {
                try await ScreenOutput.print(screens.screen(for: start), json: false, context: context)
                let name = Self.configuration.commandName ?? ""
                context.stdout.write(context.style.dim(
                    "Run \(name) in a terminal to browse interactively, or see \(name) --help for commands.") + "\n")
            }
        }
    }
}
