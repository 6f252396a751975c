/// What a warehouse must be to be saved, checked all at once so that the answer names
/// every problem. Texts are counted in Unicode scalars, after surrounding white space is taken off.
///
/// - name: required, at most `maximumTextLength` Unicode scalars, no control character, and no two warehouses share one (the store's unique index checks it as it saves);
public enum WarehouseRules {
    /// The fields of a warehouse's draft, in the order an editor shows them.
    public static let fields: [FieldProblem.Field] = ["name"]

    public static let maximumTextLength = 200

    /// What is wrong with `draft` (already normalized), in field order.
    public static func problems(with draft: WarehouseDraft) -> [FieldProblem] {
        let checks: [FieldProblem?] = [
            TextRule(maximumLength: maximumTextLength).problem(ofRequired: "name", draft.name),
        ]
        return checks.compactMap(\.self)
    }

    /// Throws `invalid` with every problem of `draft`, when it has any: the rules' above,
    /// and each item it refers to that does not exist, asked of that item's repository.
    static func require(
        _ draft: WarehouseDraft,
    ) async throws(AppError) {
        let references: [FieldProblem?] = [
        ]
        let found = problems(with: draft) + references.compactMap(\.self)
        guard found.isEmpty else { throw .invalid(kind: "warehouse", problems: FieldProblem.inOrder(of: fields, found)) }
    }
}
