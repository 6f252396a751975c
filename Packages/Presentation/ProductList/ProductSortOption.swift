import Domain

/// An order a list can be shown in: the Domain's sort, with its name and a title to show.
public struct ProductSortOption: Hashable, Sendable, CaseIterable {
    let sort: ProductSort

    public init(_ sort: ProductSort) {
        self.sort = sort
    }

    /// The option with this name (`relevance`, `price-asc`, …), if there is one.
    public init?(name: String) {
        guard let sort = ProductSort(rawValue: name) else { return nil }
        self.sort = sort
    }

    public static var allCases: [ProductSortOption] { ProductSort.allCases.map(ProductSortOption.init) }

    /// Best match first: the order a list starts in.
    public static let relevance = ProductSortOption(.relevance)

    /// The name links and options use.
    public var name: String { sort.rawValue }

    /// A label for a menu or a header.
    public var title: String {
        switch sort {
        case .relevance: "Best match"
        case .name: "Name"
        case .priceLowToHigh: "Price: low to high"
        case .priceHighToLow: "Price: high to low"
        }
    }
}
