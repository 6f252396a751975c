import Domain

/// Writes as the SQLite repository makes them: ids count up, versions are checked and
/// counted, and a name is unique within its category, ignoring case.
extension MockProductRepository {
    public func create(_ draft: ProductDraft) async throws(AppError) -> Product {
        try await behavior.perform()
        try requireFreeName(draft, except: nil)
        let product = try make(ProductID((products.map(\.id.rawValue).max() ?? 0) + 1), from: draft, version: 1)
        products.append(product)
        return product
    }

    public func update(id: ProductID, expectedVersion: Int, with draft: ProductDraft) async throws(AppError) -> Product {
        try await behavior.perform()
        let index = try index(of: id, expectedVersion: expectedVersion)
        try requireFreeName(draft, except: id)
        let product = try make(id, from: draft, version: expectedVersion + 1)
        products[index] = product
        return product
    }

    public func delete(id: ProductID, expectedVersion: Int) async throws(AppError) {
        try await behavior.perform()
        products.remove(at: try index(of: id, expectedVersion: expectedVersion))
    }

    /// Throws `invalid` when another product in the draft's category has its name,
    /// ignoring case, as the stores' unique index refuses it.
    private func requireFreeName(_ draft: ProductDraft, except id: ProductID?) throws(AppError) {
        let taken = products.contains {
            $0.id != id && $0.category.slug == draft.categorySlug && NoCaseName($0.name) == NoCaseName(draft.name)
        }
        guard !taken else { throw .invalid(kind: "product", problems: [FieldProblem("name", .taken(draft.name, within: draft.categorySlug))]) }
    }

    private func index(of id: ProductID, expectedVersion: Int) throws(AppError) -> Int {
        guard let index = products.firstIndex(where: { $0.id == id }) else { throw .notFound(kind: "product", id: id.rawValue) }
        guard products[index].version == expectedVersion else { throw .conflict(kind: "product", id: products[index].id.rawValue, currentVersion: products[index].version) }
        return index
    }

    private func make(_ id: ProductID, from draft: ProductDraft, version: Int) throws(AppError) -> Product {
        guard let category = products.first(where: { $0.category.slug == draft.categorySlug })?.category else {
            throw .invalid(kind: "product", problems: [FieldProblem("category", .unknownReference(draft.categorySlug))])
        }
        guard let currency = Currency.known(code: draft.currencyCode) else {
            throw .invalid(kind: "product", problems: [FieldProblem("currency", .unknownCurrency(draft.currencyCode, known: Currency.known.map(\.code)))])
        }
        return Product(
            id: id, name: draft.name, summary: draft.summary,
            price: Money(minorUnits: draft.priceMinorUnits, currency: currency),
            category: category, stock: draft.stock, version: version
        )
    }
}
