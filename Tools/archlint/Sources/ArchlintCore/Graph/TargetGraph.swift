/// The package's first-party targets grouped by layer, with their declared edges and
/// the edges the contract forbids marked.
public struct TargetGraph: Sendable {
    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        public var violates: Bool
    }

    public var layers: [(name: String, targets: [String])]
    public var unlayered: [String]
    public var edges: [Edge]

    /// - Parameter includeTests: whether to draw test targets, and the libraries only
    ///   test targets depend on (test support).
    public init(package: PackageModel, config: ArchlintConfig, includeTests: Bool) {
        let testTargets = Set(package.targets.filter { $0.kind == .test }.map(\.name))
        let dependents = Dictionary(grouping: package.targets.flatMap { target in
            target.dependencies.compactMap { dependency -> (String, String)? in
                if case .target(let name) = dependency.reference { return (name, target.name) }
                return nil
            }
        }, by: \.0).mapValues { $0.map(\.1) }
        func isTestOnly(_ target: Target) -> Bool {
            if target.kind == .test { return true }
            guard let users = dependents[target.name], !users.isEmpty else { return false }
            return users.allSatisfy(testTargets.contains)
        }
        let targets = package.targets.filter { includeTests || !isTestOnly($0) }.filter { $0.kind != .plugin }
        let names = Set(targets.map(\.name))
        layers = config.layers.map { layer in
            (layer.name, targets.map(\.name).filter { config.layer(of: $0)?.name == layer.name })
        }.filter { !$0.targets.isEmpty }
        unlayered = targets.map(\.name).filter { config.layer(of: $0) == nil }
        edges = targets.flatMap { target in
            target.dependencies.compactMap { dependency -> Edge? in
                guard case .target(let name) = dependency.reference, names.contains(name) else { return nil }
                let from = config.layer(of: target.name)
                let to = config.layer(of: name)
                let violates = from.flatMap { from in to.map { !from.mayDepend(on: $0.name) } } ?? false
                return Edge(from: target.name, to: name, violates: violates)
            }
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    public func mermaid() -> String {
        var lines = ["graph TD"]
        for layer in layers {
            lines.append("  subgraph layer_\(Self.identifier(layer.name))[\"\(layer.name)\"]")
            lines += layer.targets.map { "    \(Self.identifier($0))[\"\($0)\"]" }
            lines.append("  end")
        }
        lines += unlayered.map { "  \(Self.identifier($0))[\"\($0)\"]" }
        var violating: [Int] = []
        for (index, edge) in edges.enumerated() {
            lines.append("  \(Self.identifier(edge.from)) \(edge.violates ? "-. violates .->" : "-->") \(Self.identifier(edge.to))")
            if edge.violates { violating.append(index) }
        }
        if !violating.isEmpty {
            lines.append("  linkStyle \(violating.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func dot() -> String {
        var lines = ["digraph targets {", "  rankdir=TB;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for layer in layers {
            lines.append("  subgraph \"cluster_\(layer.name)\" {")
            lines.append("    label=\"\(layer.name)\";")
            lines += layer.targets.map { "    \"\($0)\";" }
            lines.append("  }")
        }
        lines += unlayered.map { "  \"\($0)\";" }
        lines += edges.map { edge in
            "  \"\(edge.from)\" -> \"\(edge.to)\"\(edge.violates ? " [color=red, penwidth=2, label=\"violates\"]" : "");"
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid ids cannot hold every character a target name can.
    private static func identifier(_ name: String) -> String {
        "n_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
