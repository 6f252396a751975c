/// Why one part of a package depends on another: every import and manifest declaration
/// behind the edge, with where it is and the build condition it sits under.
extension Linter {
    /// One import or declaration behind an edge.
    public struct Reason: Sendable, Hashable, Codable, Comparable {
        public enum Kind: String, Sendable, Codable { case `import`, declaration }
        public var kind: Kind
        /// Relative to the package root.
        public var file: String
        public var line: Int
        public var column: Int
        public var target: String
        public var module: String
        /// The `#if` condition an import sits under.
        public var condition: String?

        public static func < (lhs: Reason, rhs: Reason) -> Bool {
            (lhs.kind.rawValue, lhs.file, lhs.line, lhs.column) < (rhs.kind.rawValue, rhs.file, rhs.line, rhs.column)
        }
    }

    /// The targets a name stands for: a target, the target of a module, or a layer's targets.
    public func targets(named name: String) -> [String]? {
        if package.target(named: name) != nil { return [name] }
        if let target = package.target(module: name) { return [target.name] }
        guard config.layers.contains(where: { $0.name == name }) else { return nil }
        return package.targets.map(\.name).filter { config.layer(of: $0)?.name == name }
    }

    /// The modules a name stands for: a target's or a layer's modules, or a module of
    /// any origin by its own name.
    public func modules(named name: String) -> Set<String> {
        guard let targets = targets(named: name) else { return [name] }
        return Set(targets.compactMap { package.target(named: $0)?.moduleName })
    }

    /// Every import in `from`'s targets of a module `to` names, and every dependency they
    /// declare that provides one, in a fixed order.
    public func reasons(from: [String], to modules: Set<String>, index: SourceIndex) -> [Reason] {
        let resolver = ModuleResolver(package: package, config: config, platform: platform)
        let locator = ManifestLocator(rootPath: package.rootPath)
        let sources = Set(from)
        var reasons: [Reason] = []
        for file in index.files where sources.contains(file.target) {
            guard let target = package.target(named: file.target) else { continue }
            let conditions = ConditionEvaluator(
                platform: platform, flags: CompilationFlags(target: target, package: package, config: config),
                importable: resolver.importableModules(for: target)
            )
            for declaration in file.scan.imports where modules.contains(declaration.module) && conditions.mayHold(declaration.conditions) {
                reasons.append(Reason(
                    kind: .import, file: declaration.presumedFile ?? file.path, line: declaration.line, column: declaration.column,
                    target: target.name, module: declaration.module, condition: declaration.conditionText
                ))
            }
        }
        for name in from {
            guard let target = package.target(named: name) else { continue }
            for dependency in target.dependencies where dependency.applies(to: platform) {
                guard let module = resolver.modules(of: dependency).first(where: modules.contains) else { continue }
                let location = locator.location(ofDependency: dependency.name, inTarget: name)
                reasons.append(Reason(
                    kind: .declaration, file: locator.manifestFile, line: location.line, column: location.column,
                    target: name, module: module, condition: nil
                ))
            }
        }
        return reasons.sorted()
    }
}
