import Foundation

/// The feature `scaffold feature` copies: the catalog's purchase orders, which have one
/// field of each kind and are edited. Its code is compiled and tested with the template's;
/// a new feature is its files renamed, what they write for a field written for each new
/// field of that kind (see `FieldExpansion`), and for a read-only feature without its
/// writes: the files `writesOnly` names and the lines between `writes:begin` and
/// `writes:end` in the others.
enum ExampleFeature {
    static let name = FeatureName(verified: "PurchaseOrder", plural: "PurchaseOrders")
    static let fields = [
        FeatureField(name: "supplierName", kind: .string),
        FeatureField(name: "unitCount", kind: .int),
        FeatureField(name: "totalCost", kind: .money),
        FeatureField(name: "expectedAt", kind: .date),
        FeatureField(name: "fullyReceived", kind: .bool),
    ]

    /// The example's files only an edited feature has, by name.
    static let writesOnly: Set<String> = [
        "PurchaseOrderDraft.swift", "PurchaseOrderRules.swift",
        "CreatePurchaseOrderUseCase.swift", "UpdatePurchaseOrderUseCase.swift", "DeletePurchaseOrderUseCase.swift",
        "SQLitePurchaseOrderRepository+Writes.swift", "PostgresPurchaseOrderRepository+Writes.swift",
        "RemotePurchaseOrderRepository+Writes.swift", "UseCaseAPI+PurchaseOrdersWrites.swift",
        "PurchaseOrderForm.swift", "PurchaseOrderEditorState.swift", "PurchaseOrderEditorViewModel.swift",
        "PurchaseOrdersCommand+Writes.swift", "PurchaseOrderEditorPages.swift",
        "EditPurchaseOrdersUseCaseTests.swift", "SQLitePurchaseOrderWriteTests.swift", "RemotePurchaseOrderWriteTests.swift",
        "PostgresPurchaseOrderRepositoryTests.swift", "PurchaseOrderAPIWriteTests.swift", "PurchaseOrderEditorTests.swift",
        "PurchaseOrdersEditCommandsTests.swift", "PurchaseOrderEditorPageTests.swift",
    ]

    /// The example's files among `files`: those whose path names it.
    static func files(in files: [String]) -> [String] {
        files.filter { path in
            path.hasSuffix(".swift") && path.contains(name.singular) && !path.hasPrefix("Tools/") && !path.contains("/Generated/")
        }
    }
}

/// One of the example's files made another feature's.
struct ExampleCopy {
    let feature: Spellings
    let fields: FieldExpansion
    let writes: Bool

    init(name: FeatureName, fields: [FeatureField], writes: Bool) {
        feature = Spellings(feature: ExampleFeature.name, to: name)
        self.fields = FieldExpansion(example: ExampleFeature.fields, fields: fields)
        self.writes = writes
    }

    /// Where the copy of the example's file at `path` goes, or `nil` when the feature has none.
    func path(for path: String) -> String? {
        guard writes || !ExampleFeature.writesOnly.contains((path as NSString).lastPathComponent) else { return nil }
        return feature.apply(to: path)
    }

    /// The copy of `text`, the example's file at `path`; its schema's steps are numbered
    /// from `migration` on, in their order.
    func text(_ text: String, path: String, migration: Int) throws(ScaffoldError) -> String {
        let kept = try SampleRegions.writes.strip(text, path: path, keepingContent: writes) ?? text
        var next = migration
        let renumbered = kept.replacing(/Migration\(version: \d+/) { _ in
            defer { next += 1 }
            return "Migration(version: \(next)"
        }
        return feature.apply(to: try fields.expand(renumbered, path: path))
    }
}
