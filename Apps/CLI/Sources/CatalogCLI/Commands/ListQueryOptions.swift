import ArgumentParser
import Presentation

/// The search, filter, order and page of a product list.
struct ListQueryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Words to find in product names and summaries.", valueName: "text"))
    var search: String = ""

    @Option(help: ArgumentHelp("Only this category, by slug (such as lighting or home-office).", valueName: "slug"))
    var category: String?

    @Option(help: "The order of the results.")
    var sort: ProductSortOption = .relevance

    @Option(help: "The page to show, from 1.")
    var page: Int = 1

    @Option(help: "Products per page, 1 to \(ProductListRequest.maximumPageSize).")
    var pageSize: Int = ProductListRequest.defaultPageSize

    var request: ProductListRequest {
        ProductListRequest(searchText: search, category: category, sort: sort, page: page, pageSize: pageSize)
    }
}

extension ProductSortOption: ExpressibleByArgument {}
