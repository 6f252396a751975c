/// What a change does to a package's architecture, for a reviewer: the edges between layers
/// and between targets that it adds and removes, what it changes in the contract, and the
/// violations it brings in or clears. Printed as Markdown.
public struct ArchitectureDiff: Sendable {
    public struct Change: Sendable, Hashable, Comparable {
        public var from: String
        public var to: String

        public static func < (lhs: Change, rhs: Change) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    public var addedLayerEdges: [Change]
    public var removedLayerEdges: [Change]
    public var addedTargetEdges: [Change]
    public var removedTargetEdges: [Change]
    public var contractChanges: [String]
    public var newViolations: [Violation]
    public var clearedViolations: Int

    public init(base: Linter.Analysis, baseConfig: ArchlintConfig, head: Linter.Analysis, headConfig: ArchlintConfig) {
        (addedLayerEdges, removedLayerEdges) = Self.compare(base.layerEdges, head.layerEdges)
        (addedTargetEdges, removedTargetEdges) = Self.compare(base.targetEdges, head.targetEdges)
        contractChanges = Self.contractChanges(baseConfig, headConfig)
        let before = Set(base.violations.filter(\.isError).map(BaselineKey.init))
        let after = Set(head.violations.filter(\.isError).map(BaselineKey.init))
        newViolations = head.violations.filter { $0.isError && !before.contains(BaselineKey($0)) }
        clearedViolations = before.subtracting(after).count
    }

    /// The Markdown for a job summary or a review comment.
    public func markdown(base: String) -> String {
        var output = "## Architecture changes since `\(base)`\n\n"
        let nothing = addedLayerEdges.isEmpty && removedLayerEdges.isEmpty && addedTargetEdges.isEmpty && removedTargetEdges.isEmpty
            && contractChanges.isEmpty && newViolations.isEmpty && clearedViolations == 0
        if nothing { return output + "No edge, contract rule or violation changed.\n" }
        if !addedLayerEdges.isEmpty || !removedLayerEdges.isEmpty {
            output += "### Layer edges\n\n| from | to | |\n| --- | --- | --- |\n"
            output += addedLayerEdges.map { "| \($0.from) | \($0.to) | added |\n" }.joined()
            output += removedLayerEdges.map { "| \($0.from) | \($0.to) | removed |\n" }.joined()
            output += "\n"
        }
        if !addedTargetEdges.isEmpty || !removedTargetEdges.isEmpty {
            output += "### Target edges\n\n"
            output += addedTargetEdges.map { "- added: `\($0.from)` → `\($0.to)`\n" }.joined()
            output += removedTargetEdges.map { "- removed: `\($0.from)` → `\($0.to)`\n" }.joined()
            output += "\n"
        }
        if !contractChanges.isEmpty {
            output += "### The contract\n\n" + contractChanges.map { "- \($0)\n" }.joined() + "\n"
        }
        output += "### Violations\n\n"
        output += newViolations.isEmpty ? "No new violation" : "\(newViolations.count) new"
        output += clearedViolations == 0 ? ".\n" : "; \(clearedViolations) cleared.\n"
        for violation in newViolations {
            output += "- `\(violation.file):\(violation.line)` \(violation.rule.rawValue): \(Self.escaped(violation.message))\n"
        }
        return output
    }

    private static func compare(_ base: [String: Set<String>], _ head: [String: Set<String>]) -> (added: [Change], removed: [Change]) {
        func changes(_ edges: [String: Set<String>]) -> Set<Change> {
            Set(edges.flatMap { from, targets in targets.map { Change(from: from, to: $0) } })
        }
        let (before, after) = (changes(base), changes(head))
        return (after.subtracting(before).sorted(), before.subtracting(after).sorted())
    }

    private static func contractChanges(_ base: ArchlintConfig, _ head: ArchlintConfig) -> [String] {
        var changes: [String] = []
        let before = Dictionary(base.layers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(head.layers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in after.keys.sorted() where before[name] == nil {
            changes.append("layer `\(name)` added, with targets \(list(after[name]!.targets.map(\.pattern))) and may depend on \(list(after[name]!.mayDependOn))")
        }
        for name in before.keys.sorted() where after[name] == nil {
            changes.append("layer `\(name)` removed")
        }
        for name in after.keys.sorted() {
            guard let old = before[name], let new = after[name] else { continue }
            for other in new.mayDependOn where !old.mayDependOn.contains(other) { changes.append("`\(name)` may now depend on `\(other)`") }
            for other in old.mayDependOn where !new.mayDependOn.contains(other) { changes.append("`\(name)` may no longer depend on `\(other)`") }
            if old.targets.map(\.pattern) != new.targets.map(\.pattern) {
                changes.append("`\(name)` now holds the targets \(list(new.targets.map(\.pattern))) (was \(list(old.targets.map(\.pattern))))")
            }
            if old.forbiddenImports.map(\.pattern) != new.forbiddenImports.map(\.pattern) {
                changes.append("`\(name)` now forbids \(list(new.forbiddenImports.map(\.pattern))) (was \(list(old.forbiddenImports.map(\.pattern))))")
            }
        }
        if base.exhaustive != head.exhaustive {
            changes.append(head.exhaustive ? "every target must now belong to a layer" : "a target may now belong to no layer")
        }
        let oldIndependence = Dictionary(base.independence.map { ($0.name, $0.units.map { $0.map(\.pattern) }) }, uniquingKeysWith: { first, _ in first })
        for contract in head.independence {
            let units = contract.units.map { $0.map(\.pattern) }
            if oldIndependence[contract.name] == nil {
                changes.append("independence contract `\(contract.name)` added")
            } else if oldIndependence[contract.name] != units {
                changes.append("independence contract `\(contract.name)` changed")
            }
        }
        for name in oldIndependence.keys.sorted() where !head.independence.contains(where: { $0.name == name }) {
            changes.append("independence contract `\(name)` removed")
        }
        return changes
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "nothing" : items.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Markdown's table and emphasis characters in a message, shown as they are.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "|*_`<>".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
