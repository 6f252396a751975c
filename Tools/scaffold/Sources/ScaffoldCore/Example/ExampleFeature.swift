import Foundation

/// The feature `scaffold feature` copies: the catalog's purchase orders, which have one
/// field of each kind (and a unique one among their texts) and are edited. Its code is compiled and tested with the template's;
/// a new feature is its files renamed, what they write for a field written for each new
/// field of that kind (see `FieldExpansion`), and for a read-only feature without its
/// writes: the files `writesOnly` names and the lines between `writes:begin` and
/// `writes:end` in the others.
enum ExampleFeature {
    static let name = FeatureName(verified: "PurchaseOrder", plural: "PurchaseOrders")
    /// The feature the example's reference field refers to, warehouses: written by
    /// `scaffold feature Warehouse --fields "name:String unique" --writes` and left as it
    /// wrote it. It goes with the example: `remove-sample` deletes it.
    static let referred = FeatureName(verified: "Warehouse", plural: "Warehouses")
    static let fields = [
        FeatureField(name: "supplierName", kind: .string),
        FeatureField(name: "orderCode", kind: .string, isUnique: true),
        FeatureField(name: "unitCount", kind: .int, range: 1...Int64.max),
        FeatureField(name: "totalCost", kind: .money),
        FeatureField(name: "expectedAt", kind: .date),
        FeatureField(name: "fullyReceived", kind: .bool),
        FeatureField(name: "deliveryNote", kind: .optionalString),
        FeatureField(name: "issuedOn", kind: .day),
        FeatureField(name: "shippingSpeed", kind: .choice, choices: ["standard", "express", "overnight"]),
        FeatureField(name: "destination", kind: .reference, referred: referred),
    ]

    /// Where `scaffold remove-sample` keeps the example, its shared answers and the files
    /// it is registered in, each at its own path below: scaffold copies it from there once
    /// the product has no example of its own.
    static let keptFolder = "Tools/scaffold/Example/"

    /// Files the example has and other features share, copied whole where they are missing:
    /// the problem answer of every operation, and the edit answers of the writes. Each
    /// extends a response of the document's, which exists only while an operation answers with it.
    static let sharedAnswers: [(path: String, writes: Bool, response: String)] = [
        ("Packages/WebAPI/Problem+AppError.swift", false, "#/components/responses/Problem"),
        ("Packages/WebAPI/EditResponses+AppError.swift", true, "#/components/responses/EditConflict"),
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
        Self.files(of: name, in: files)
    }

    /// The files among `files` whose path names the feature `feature`.
    static func files(of feature: FeatureName, in files: [String]) -> [String] {
        files.filter { path in
            path.hasSuffix(".swift") && path.contains(feature.singular) && !path.hasPrefix("Tools/") && !path.contains("/Generated/")
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
    /// from `migration` on, in their order, one number for a step of both stores.
    func text(_ text: String, path: String, migration: Int) throws(ScaffoldError) -> String {
        let kept = try SampleRegions.writes.strip(text, path: path, keepingContent: writes) ?? text
        let versions = Set(kept.matches(of: /Migration\(version: (\d+)/).compactMap { Int($0.1) }).sorted()
        let renumbered = kept.replacing(/Migration\(version: (\d+)/) { match in
            "Migration(version: \(migration + (versions.firstIndex(of: Int(match.1) ?? 0) ?? 0))"
        }
        return feature.apply(to: try fields.expand(renumbered, path: path))
    }
}

extension ExampleFeature {
    /// The example's entries in the list that `anchor` ends in `text`, without their
    /// indentation: the lines at the anchor's indentation above it that name the example,
    /// each with the deeper lines under it, and the `writes` markers around them.
    static func entries(at anchor: Anchor, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.firstIndex(where: { Anchor.on($0) == anchor }) else { return nil }
        let indentation = lines[end].prefix { $0 == " " }.count
        let indices = entryLines(above: end, in: lines)
        guard !indices.isEmpty else { return nil }
        return indices.map { String(lines[$0].dropFirst(min(indentation, lines[$0].prefix { $0 == " " }.count))) }
            .joined(separator: "\n")
    }

    /// `text` without the entries of `features` (the example's by default) at any anchor.
    static func removingEntries(from text: String, of features: [FeatureName] = [name]) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var removed = Set<Int>()
        for (index, line) in lines.enumerated() where Anchor.on(line) != nil {
            for feature in features { removed.formUnion(entryLines(above: index, in: lines, of: feature)) }
        }
        return lines.indices.filter { !removed.contains($0) }.map { String(lines[$0]) }.joined(separator: "\n")
    }

    /// The indices of `feature`'s entries (the example's by default) in the list the anchor at `end` ends.
    private static func entryLines(above end: Int, in lines: [Substring], of feature: FeatureName = name) -> [Int] {
        let indentation = lines[end].prefix { $0 == " " }.count
        var start = end
        while start > 0, case let line = lines[start - 1], line.allSatisfy({ $0 == " " }) || line.prefix(while: { $0 == " " }).count >= indentation {
            start -= 1
        }
        // The list's entries: a line at the anchor's indentation, with the deeper lines under it.
        var entries: [[Int]] = []
        for index in start..<end {
            if lines[index].prefix(while: { $0 == " " }).count == indentation || entries.isEmpty {
                entries.append([index])
            } else {
                entries[entries.count - 1].append(index)
            }
        }
        let spellings = Spellings(feature: feature, to: feature)
        let example = Spellings(feature: name, to: name)
        // Another feature's entry is one that names it and not the example, whose own
        // entries name the feature its reference refers to.
        let isExample = { (entry: [Int]) in
            entry.contains { spellings.occur(in: lines[$0]) } && (feature == name || !entry.contains { example.occur(in: lines[$0]) })
        }
        let marker = { (entry: [Int]) in entry.count == 1 ? SampleRegions.writes.marker(on: lines[entry[0]]) : nil }
        let isMarker = { (entry: [Int]) in marker(entry) != nil }
        guard let first = entries.firstIndex(where: isExample), let last = entries.lastIndex(where: isExample) else { return [] }
        var lower = first, upper = last
        // A region the entries open or close goes with them; another feature's before or after them stays.
        if lower > 0, marker(entries[lower - 1]) == .begin { lower -= 1 }
        if upper + 1 < entries.count, marker(entries[upper + 1]) == .end { upper += 1 }
        return entries[lower...upper].filter { isExample($0) || isMarker($0) }.flatMap { $0 }
    }
}

/// Where scaffold reads the example: the product itself while it has the example, else
/// the copy `remove-sample` kept.
struct ExampleSource {
    let root: String
    /// `""`, or `ExampleFeature.keptFolder`.
    let folder: String
    /// The example's files, by their path in the product.
    let files: [String]

    /// The source among the product's `files` (as `TemplateFiles` lists them).
    init(root: String, files: [String]) throws(ScaffoldError) {
        self.root = root
        let live = ExampleFeature.files(in: files)
        if !live.isEmpty {
            folder = ""
            self.files = live
            return
        }
        let kept = ExampleFeature.keptFolder
        folder = kept
        self.files = ExampleFeature.files(in: files.filter { $0.hasPrefix(kept) }.map { String($0.dropFirst(kept.count)) })
        guard !self.files.isEmpty else {
            throw .notATemplate("the example feature (\(ExampleFeature.name.plural)) is neither in the product nor in \(kept); scaffold copies it")
        }
    }

    /// The text of the example's copy of the product's file at `path`, if it has one.
    func read(_ path: String) -> String? {
        try? String(contentsOfFile: root + "/" + folder + path, encoding: .utf8)
    }
}
