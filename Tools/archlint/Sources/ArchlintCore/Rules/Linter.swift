/// Checks a package against its declared dependencies and its layer contract.
public struct Linter: Sendable {
    public let package: PackageModel
    public let config: ArchlintConfig
    /// `nil` counts every `#if` branch; a platform evaluates the conditions for it.
    public let platform: Platform?

    public init(package: PackageModel, config: ArchlintConfig, platform: Platform? = nil) {
        self.package = package
        self.config = config
        self.platform = platform
    }

    /// Every violation, in a fixed order.
    public func run(prescanned: [String: ScanResult] = [:]) throws(ArchlintError) -> [Violation] {
        run(index: try SourceIndex.build(for: package, prescanned: prescanned))
    }

    public func run(index: SourceIndex) -> [Violation] {
        analyze(index: index).violations
    }

    /// What a run finds: the violations, and the edges between targets and between layers
    /// that the imports and the manifest make.
    public struct Analysis: Sendable {
        public var violations: [Violation]
        /// First-party target to the first-party targets it imports or declares.
        public var targetEdges: [String: Set<String>]
        /// Layer to the other layers its targets import or declare.
        public var layerEdges: [String: Set<String>]
    }

    public func analyze(prescanned: [String: ScanResult] = [:]) throws(ArchlintError) -> Analysis {
        analyze(index: try SourceIndex.build(for: package, prescanned: prescanned))
    }

    public func analyze(index: SourceIndex) -> Analysis {
        let resolver = ModuleResolver(package: package, config: config, platform: platform)
        let importChecks = ImportChecks(resolver: resolver, config: config)
        let locator = ManifestLocator(rootPath: package.rootPath)
        let manifestChecks = ManifestChecks(resolver: resolver, config: config, locator: locator)
        var violations: [Violation] = []
        var importedByTarget: [String: Set<String>] = [:]
        var layerEdges: [String: Set<String>] = [:]
        var targetEdges: [String: Set<String>] = [:]
        var evidence: [Edge: ContractChecks.Evidence] = [:]

        for file in index.files {
            guard let target = package.target(named: file.target) else { continue }
            let conditions = ConditionEvaluator(
                platform: platform, flags: CompilationFlags(target: target, package: package, config: config),
                importable: resolver.importableModules(for: target)
            )
            for declaration in file.scan.imports where conditions.mayHold(declaration.conditions) {
                importedByTarget[target.name, default: []].insert(declaration.module)
                if let imported = resolver.target(module: declaration.module), imported.name != target.name {
                    targetEdges[target.name, default: []].insert(imported.name)
                    let edge = Edge(from: target.name, to: imported.name)
                    if evidence[edge] == nil {
                        evidence[edge] = .init(
                            file: declaration.presumedFile ?? file.path, line: declaration.line, column: declaration.column,
                            condition: declaration.conditionText
                        )
                    }
                }
                let found = importChecks.violations(for: declaration, in: file.path, of: target)
                let kept = Suppressions.apply(file.scan.suppressions, to: found, physicalLine: declaration.physicalLine)
                if let merged = Violation.merged(kept) { violations.append(merged) }
                if let from = resolver.layer(ofTarget: target.name), let to = resolver.layer(ofModule: declaration.module), from.name != to.name {
                    layerEdges[from.name, default: []].insert(to.name)
                }
            }
            violations += Suppressions.unexplained(file.scan.suppressions, file: file.path, target: target.name)
        }

        for target in package.targets {
            violations += manifestChecks.violations(for: target, importedModules: importedByTarget[target.name] ?? [])
            guard let from = config.layer(of: target.name) else { continue }
            for dependency in target.dependencies {
                if case .target(let name) = dependency.reference, let to = config.layer(of: name), to.name != from.name {
                    layerEdges[from.name, default: []].insert(to.name)
                }
            }
        }
        for target in package.targets {
            for dependency in target.dependencies {
                guard case .target(let name) = dependency.reference else { continue }
                targetEdges[target.name, default: []].insert(name)
                let edge = Edge(from: target.name, to: name)
                if evidence[edge] == nil {
                    let location = locator.location(ofDependency: name, inTarget: target.name)
                    evidence[edge] = .init(file: locator.manifestFile, line: location.line, column: location.column, condition: nil)
                }
            }
        }
        let contract = ContractChecks(package: package, config: config, locator: locator)
        violations += contract.unlayeredTargets()
        violations += contract.unusedAllowances(layerEdges: layerEdges)
        violations += contract.independence(targetEdges: targetEdges, evidence: evidence)

        // SwiftPM refuses a cycle in the manifest, but imports can close one it never sees.
        for cycle in CycleCheck.cycles(in: targetEdges) {
            let path = (cycle + [cycle[0]]).joined(separator: " → ")
            violations.append(Violation(
                rule: .dependencyCycle, file: locator.manifestFile, line: locator.location(ofTarget: cycle[0]).line, column: 1,
                target: cycle[0], module: cycle.joined(separator: ","),
                message: "targets depend on each other in a cycle: \(path)",
                fix: "break the cycle: remove the import or dependency that points back"
            ))
        }

        for cycle in CycleCheck.cycles(in: layerEdges) {
            let path = (cycle + [cycle[0]]).joined(separator: " → ")
            violations.append(Violation(
                rule: .dependencyCycle, file: locator.manifestFile, line: 1, column: 1,
                target: cycle[0], module: cycle.joined(separator: ","),
                message: "layers depend on each other in a cycle: \(path)",
                fix: "break the cycle: move the shared code into a layer both may depend on"
            ))
        }
        return Analysis(violations: violations.sorted(), targetEdges: targetEdges, layerEdges: layerEdges)
    }
}
