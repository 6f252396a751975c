/// What a purchase order must be to be saved, checked all at once so that the answer names
/// every problem. Texts are counted in Unicode scalars, after surrounding white space is taken off.
///
/// - supplierName: required, at most `maximumTextLength` Unicode scalars, no control character;
/// - orderCode: required, at most `maximumTextLength` Unicode scalars, no control character, and no two purchase orders share one (the store's unique index checks it as it saves);
/// - unitCount: within `unitCountRange`;
/// - totalCost: not negative;
/// - deliveryNote: when given, at most `maximumTextLength` Unicode scalars, no control character;
/// - destination: a warehouse that exists (asked of the warehouses as the draft is saved; the store's foreign key holds it after).
public enum PurchaseOrderRules {
    /// The fields of a purchase order's draft, in the order an editor shows them.
    public static let fields: [FieldProblem.Field] = ["supplierName", "orderCode", "unitCount", "totalCost", "expectedAt", "fullyReceived", "deliveryNote", "issuedOn", "shippingSpeed", "destination"]

    public static let maximumTextLength = 200
    /// The whole numbers a unit count may be.
    public static let unitCountRange: ClosedRange<Int> = 1...Int.max

    /// What is wrong with `draft` (already normalized), in field order.
    public static func problems(with draft: PurchaseOrderDraft) -> [FieldProblem] {
        let checks: [FieldProblem?] = [
            TextRule(maximumLength: maximumTextLength).problem(ofRequired: "supplierName", draft.supplierName),
            TextRule(maximumLength: maximumTextLength).problem(ofRequired: "orderCode", draft.orderCode),
            NumberRule.problem(of: "unitCount", draft.unitCount, in: unitCountRange),
            draft.totalCost.minorUnits < 0 ? FieldProblem("totalCost", .negative) : nil,
            TextRule(maximumLength: maximumTextLength).problem(ofOptional: "deliveryNote", draft.deliveryNote),
        ]
        return checks.compactMap(\.self)
    }

    /// Throws `invalid` with every problem of `draft`, when it has any: the rules' above,
    /// and each item it refers to that does not exist, asked of that item's repository.
    static func require(
        _ draft: PurchaseOrderDraft,
        warehouses: any WarehouseRepository,
    ) async throws(AppError) {
        let references: [FieldProblem?] = [
            try await Reference.exists { () throws(AppError) in try await warehouses.warehouse(id: draft.destination) } ? nil : FieldProblem("destination", .unknownReference(draft.destination.description)),
        ]
        let found = problems(with: draft) + references.compactMap(\.self)
        guard found.isEmpty else { throw .invalid(kind: "purchase order", problems: FieldProblem.inOrder(of: fields, found)) }
    }
}
