/// A product as an editor submits it: what a person may change, before it is checked.
/// The id and the version are not in it; the store gives the one and counts the other.
public struct ProductDraft: Hashable, Sendable {
    public var name: String
    public var summary: String
    /// The price in the currency's minor unit (cents for USD).
    public var priceMinorUnits: Int64
    /// An ISO 4217 code, such as `USD`; it must be a currency the catalog knows.
    public var currencyCode: String
    public var categorySlug: String
    public var stock: Int

    public init(name: String, summary: String, priceMinorUnits: Int64, currencyCode: String, categorySlug: String, stock: Int) {
        self.name = name
        self.summary = summary
        self.priceMinorUnits = priceMinorUnits
        self.currencyCode = currencyCode
        self.categorySlug = categorySlug
        self.stock = stock
    }

    /// The draft of an existing product, for an editor to start from.
    public init(_ product: Product) {
        self.init(
            name: product.name,
            summary: product.summary,
            priceMinorUnits: product.price.minorUnits,
            currencyCode: product.price.currency.code,
            categorySlug: product.category.slug,
            stock: product.stock
        )
    }

    /// The draft with surrounding white space taken off its texts, as it is checked and saved.
    public var normalized: ProductDraft {
        var draft = self
        draft.name = name.trimmingWhiteSpace
        draft.summary = summary.trimmingWhiteSpace
        draft.currencyCode = currencyCode.trimmingWhiteSpace.uppercased()
        draft.categorySlug = categorySlug.trimmingWhiteSpace
        return draft
    }
}
