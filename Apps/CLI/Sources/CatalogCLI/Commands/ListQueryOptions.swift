import ArgumentParser
import Presentation

/// The search, filter, order and page of a product list. The values are read by the
/// same grammar that reads links and page addresses, so they mean the same everywhere.
struct ListQueryOptions: ParsableArguments {
    typealias Name = ProductSelection.ParameterName

    @Option(name: .customLong(Name.search), help: ArgumentHelp("Words to find in product names and summaries, each as the start of a word.", valueName: "text"))
    var search: String?

    @Option(name: .customLong(Name.category), help: ArgumentHelp("Only this category, by slug (such as lighting or home-office).", valueName: "slug"))
    var category: String?

    @Option(name: .customLong(Name.sort), help: ArgumentHelp(
        "The order of the results: \(ProductSortOption.allCases.map(\.name).joined(separator: ", ")).", valueName: "order"
    ))
    var sort: String?

    @Option(name: .customLong(PageSelection.ParameterName.page), help: ArgumentHelp("The page to show, from 1.", valueName: "number"))
    var page: String?

    @Option(name: .customLong(PageSelection.ParameterName.pageSize), help: ArgumentHelp(
        "Products per page, 1 to \(PageSelection.maximumPageSize) (default \(PageSelection.defaultPageSize)).", valueName: "count"
    ))
    var pageSize: String?

    func validate() throws {
        _ = try selection()
    }

    /// The list the options describe; a malformed value is a usage error.
    func selection() throws(ValidationError) -> ProductSelection {
        try readGiven(
            [(Name.search, search), (Name.category, category), (Name.sort, sort), (PageSelection.ParameterName.page, page), (PageSelection.ParameterName.pageSize, pageSize)],
            by: ProductSelection.init(parameters:)
        )
    }
}
