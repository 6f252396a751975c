/// The rules about the contract as a whole: every target in a layer, every allowed edge
/// used, and the targets an independence contract keeps apart.
struct ContractChecks {
    let package: PackageModel
    let config: ArchlintConfig
    let locator: ManifestLocator

    /// Where an edge between two targets comes from: the first import, or the manifest.
    struct Evidence {
        let file: String
        let line: Int
        let column: Int
        let condition: String?
    }

    /// A target in no layer, when the contract says every target must be in one.
    func unlayeredTargets() -> [Violation] {
        guard config.exhaustive else { return [] }
        return package.targets.filter { config.layer(of: $0.name) == nil }.map { target in
            let location = locator.location(ofTarget: target.name)
            return Violation(
                rule: .unlayeredTarget, file: locator.manifestFile, line: location.line, column: location.column,
                target: target.name, module: target.moduleName,
                message: "target \(target.name) belongs to no layer, and the contract is exhaustive",
                fix: "add \(target.name) (or a glob that matches it) to the targets of a layer in \(config.file)"
            )
        }
    }

    /// Each `may_depend_on` entry that no import or dependency between the two layers uses.
    func unusedAllowances(layerEdges: [String: Set<String>]) -> [Violation] {
        guard let severity = config.unusedAllowances else { return [] }
        var found: [Violation] = []
        for layer in config.layers {
            for other in layer.mayDependOn where other != "*" && other != layer.name && !(layerEdges[layer.name]?.contains(other) ?? false) {
                found.append(Violation(
                    rule: .unusedAllowance, file: config.file, line: layer.allowanceLines[other] ?? 1, column: 1,
                    target: layer.name, module: other,
                    message: "layer \(layer.name) may depend on \(other), but no target of \(layer.name) imports or depends on one of \(other)",
                    fix: "remove \(other) from the may_depend_on of \(layer.name), so that the contract says what the code does",
                    severity: severity
                ))
            }
        }
        return found
    }

    /// Each pair of units an independence contract keeps apart that depend on each other,
    /// with the chain of targets between them when the dependency is indirect.
    func independence(targetEdges: [String: Set<String>], evidence: [Edge: Evidence]) -> [Violation] {
        var found: [Violation] = []
        for contract in config.independence {
            let units = self.units(of: contract)
            let unitOf = Dictionary(units.enumerated().flatMap { index, members in members.map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
            for (index, members) in units.enumerated() {
                // From the unit as a whole: a chain through another of its own targets is that target's.
                for (end, chain) in Self.reach(from: members, edges: targetEdges, stopAt: { unitOf[$0].map { $0 != index } ?? false }) {
                    let start = chain[0]
                    let first = Edge(from: chain[0], to: chain[1])
                    let place = evidence[first] ?? Evidence(file: locator.manifestFile, line: locator.location(ofTarget: start).line, column: 1, condition: nil)
                    let path = chain.joined(separator: " → ")
                    found.append(Violation(
                        rule: .independence, file: place.file, line: place.line, column: place.column,
                        target: start, module: end,
                        message: chain.count == 2
                            ? "\(start) depends on \(end), and independence contract `\(contract.name)` keeps them apart"
                            : "\(start) depends on \(end) through \(path), and independence contract `\(contract.name)` keeps them apart",
                        fix: chain.count == 2
                            ? "remove the import and dependency, and move what both need into a target both may depend on"
                            : "break the chain at \(chain[0]) → \(chain[1]), or move what both need into a target both may depend on",
                        condition: place.condition
                    ))
                }
            }
        }
        return found
    }

    /// The targets of each unit of `contract`; a lone glob makes a unit of each target it matches.
    private func units(of contract: ArchlintConfig.Independence) -> [Set<String>] {
        var units: [Set<String>] = []
        for globs in contract.units {
            let matched = package.targets.map(\.name).filter { name in globs.contains { $0.matches(name) } }
            if globs.count == 1 {
                units += matched.map { [$0] }
            } else if !matched.isEmpty {
                units.append(Set(matched))
            }
        }
        return units
    }

    /// Every target reachable from `starts` where `stopAt` holds, with the shortest chain of
    /// targets to it from one of them; the walk does not go on past such a target.
    static func reach(from starts: Set<String>, edges: [String: Set<String>], stopAt: (String) -> Bool) -> [(String, [String])] {
        var previous: [String: String] = [:]
        var queue = starts.sorted()
        var seen = starts
        var found: [(String, [String])] = []
        while !queue.isEmpty {
            let node = queue.removeFirst()
            for next in (edges[node] ?? []).sorted() where seen.insert(next).inserted {
                previous[next] = node
                if stopAt(next) {
                    var chain = [next]
                    while let before = previous[chain[0]] { chain.insert(before, at: 0) }
                    found.append((next, chain))
                } else {
                    queue.append(next)
                }
            }
        }
        return found
    }
}

/// A dependency of one target on another.
struct Edge: Hashable {
    let from: String
    let to: String
}
