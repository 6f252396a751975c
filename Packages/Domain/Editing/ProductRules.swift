/// What a product must be to be saved, checked all at once so that the answer names every
/// problem.
///
/// - name: required, at most 120 characters, and no two products in a category share one,
///   ignoring case (the store's unique index checks it as it saves);
/// - summary: optional, at most 1,000 characters, on several lines if need be;
/// - price: not negative, below a million in the currency's major unit;
/// - currency: one the catalog knows (`Currency.known`);
/// - category: a category that exists, by its slug (asked of the categories as the draft
///   is saved, as any reference is; the store's foreign key holds it after);
/// - stock: not negative, at most a million units.
/// Texts are counted in Unicode scalars, after surrounding white space is taken off: a
/// character built of many combining marks counts as many, so a length rule bounds the
/// bytes stored too. No text may hold a control character, but for the summary's line
/// breaks and tabs.
public enum ProductRules {
    /// The fields of a product's draft, in the order an editor shows them.
    public static let fields: [FieldProblem.Field] = ["name", "summary", "price", "currency", "category", "stock"]

    public static let maximumNameLength = 120
    public static let maximumSummaryLength = 1_000
    /// In the currency's major unit: a price must be below this.
    public static let priceLimit: Int64 = 1_000_000
    public static let maximumStock = 1_000_000

    /// What is wrong with `draft` (already normalized) that the draft alone shows, in field order.
    public static func problems(with draft: ProductDraft) -> [FieldProblem] {
        var problems: [FieldProblem] = []
        if draft.name.isEmpty {
            problems.append(FieldProblem("name", .required))
        } else if let violation = TextRule(maximumLength: maximumNameLength).violation(in: draft.name) {
            problems.append(FieldProblem("name", .text(violation)))
        }
        if let violation = TextRule(maximumLength: maximumSummaryLength, allowsLineBreaks: true).violation(in: draft.summary) {
            problems.append(FieldProblem("summary", .text(violation)))
        }
        let currency = Currency.known(code: draft.currencyCode)
        if draft.priceMinorUnits < 0 {
            problems.append(FieldProblem("price", .negative))
        } else if let currency, draft.priceMinorUnits >= maximumMinorUnits(for: currency) {
            problems.append(FieldProblem("price", .tooLarge(maximum: highestPrice(in: currency))))
        }
        if currency == nil {
            problems.append(FieldProblem("currency", .unknownCurrency(draft.currencyCode, known: Currency.known.map(\.code))))
        }
        if draft.categorySlug.isEmpty {
            problems.append(FieldProblem("category", .required))
        } else if !Category.isValidSlug(draft.categorySlug) {
            problems.append(FieldProblem("category", .unknownReference(draft.categorySlug)))
        }
        if draft.stock < 0 {
            problems.append(FieldProblem("stock", .negative))
        } else if draft.stock > maximumStock {
            problems.append(FieldProblem("stock", .tooLarge(maximum: String(maximumStock))))
        }
        return problems
    }

    /// Throws `invalid` with every problem of `draft`, when it has any: the rules' above,
    /// and the category it refers to when that does not exist, asked of the categories.
    static func require(_ draft: ProductDraft, categories: any CategoryRepository) async throws(AppError) {
        var found = problems(with: draft)
        if !found.contains(where: { $0.field == "category" }),
           try await categories.category(slug: draft.categorySlug) == nil {
            found.append(FieldProblem("category", .unknownReference(draft.categorySlug)))
        }
        guard found.isEmpty else { throw .invalid(kind: "product", problems: FieldProblem.inOrder(of: fields, found)) }
    }

    /// The highest price allowed, such as `999999.99 USD`.
    static func highestPrice(in currency: Currency) -> String {
        let highest = maximumMinorUnits(for: currency) - 1
        guard currency.minorUnitDigits > 0 else { return "\(highest) \(currency.code)" }
        let digits = String(highest)
        return "\(digits.dropLast(currency.minorUnitDigits)).\(digits.suffix(currency.minorUnitDigits)) \(currency.code)"
    }

    /// The first price in minor units that is too large in `currency`.
    public static func maximumMinorUnits(for currency: Currency) -> Int64 {
        (0..<currency.minorUnitDigits).reduce(priceLimit) { result, _ in result * 10 }
    }
}
