/// The orders a product search can return its results in.
public enum ProductSort: String, CaseIterable, Hashable, Sendable {
    /// Best text match first; by name when there is no search text.
    case relevance
    /// A to Z by name.
    case name
    /// Cheapest first.
    case priceLowToHigh = "price-asc"
    /// Dearest first.
    case priceHighToLow = "price-desc"
}
