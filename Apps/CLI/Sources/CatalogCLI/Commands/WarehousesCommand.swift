import ArgumentParser
import Composition
import Presentation

struct WarehousesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "warehouses",
        abstract: "Print warehouses: a page of them, or one by its id.",
        subcommands: [
            Show.self,
            Add.self, Edit.self, Delete.self,
        ],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print every warehouse, or one warehouse by its id."
        )

        @Argument(help: "The id of one warehouse to print.") var id: Int64?
        @Option(name: .customLong(PageSelection.ParameterName.page), help: "The page of the list to print, from 1.")
        var page = 1
        @Option(
            name: .customLong(PageSelection.ParameterName.pageSize),
            help: "Warehouses per page, 1 to \(PageSelection.maximumPageSize)."
        )
        var pageSize = PageSelection.defaultPageSize
        @Flag(help: "Print JSON instead of text.") var json = false
        @OptionGroup(title: "Data source") var source: SourceOptions

        func validate() throws {
            if let id, id < 1 { throw ValidationError("\(id) is not a warehouse id: ids are whole numbers from 1.") }
        }

        func run() async throws {
            let selection = WarehouseSelection(
                page: PageSelection(page: page, pageSize: pageSize),
            )
            let route: Route = id.map { .warehouseDetail(id: $0) } ?? .warehouseList(selection)
            try await source.withScreens { screens in
                try await ScreenOutput.print(screens.screen(for: route), json: json, context: .current)
            }
        }
    }
}
