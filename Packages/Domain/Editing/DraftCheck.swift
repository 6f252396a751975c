/// Every rule a draft must meet, the store's included, checked together so that the
/// answer names every problem at once.
struct DraftCheck {
    let repository: any ProductRepository
    let categories: any CategoryRepository

    /// Throws `invalid` with every problem of `draft` (normalized); `id` is the
    /// product being changed, whose own name does not count as taken.
    func require(_ draft: ProductDraft, except id: ProductID?) async throws(AppError) {
        var problems = ProductRules.problems(with: draft)
        let fieldsWithProblems = Set(problems.map(\.field))
        var category: Category?
        if !fieldsWithProblems.contains("category") {
            category = try await categories.category(slug: draft.categorySlug)
            if category == nil { problems.append(FieldProblem("category", .unknownReference(draft.categorySlug))) }
        }
        if let category, !fieldsWithProblems.contains("name"),
           try await repository.isNameTaken(draft.name, inCategory: category.slug, except: id) {
            problems.append(FieldProblem("name", .taken(draft.name, within: category.name)))
        }
        guard problems.isEmpty else {
            throw .invalid(kind: "product", problems: FieldProblem.inOrder(of: ProductRules.fields, problems))
        }
    }
}
