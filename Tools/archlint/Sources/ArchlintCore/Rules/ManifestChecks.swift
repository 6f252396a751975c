/// The rules that look at the manifest: layer edges, forbidden dependencies, and
/// dependencies no source file uses.
struct ManifestChecks {
    let resolver: ModuleResolver
    let config: ArchlintConfig
    let locator: ManifestLocator

    func violations(for target: Target, importedModules: Set<String>) -> [Violation] {
        var found: [Violation] = []
        let layer = config.layer(of: target.name)
        for dependency in target.dependencies where dependency.applies(to: resolver.platform) {
            let modules = resolver.modules(of: dependency)
            let location = locator.location(ofDependency: dependency.name, inTarget: target.name)
            func report(_ rule: Rule, _ message: String, fix: String) {
                found.append(Violation(
                    rule: rule, file: locator.manifestFile, line: location.line, column: location.column,
                    target: target.name, module: dependency.name, message: message, fix: fix
                ))
            }
            if let layer, case .target(let name) = dependency.reference,
               let other = config.layer(of: name), !layer.mayDepend(on: other.name) {
                report(
                    .layerDependency,
                    "target \(target.name) in layer \(layer.name) depends on \(name) of layer \(other.name); \(layer.name) may depend on \(ImportChecks.list(layer.mayDependOn))",
                    fix: "remove \"\(name)\" from the dependencies of \(target.name), or change the contract in .archlint.yml"
                )
            }
            if let layer, let module = modules.first(where: { module in layer.forbiddenImports.contains { $0.matches(module) } }),
               resolver.layer(ofModule: module).map({ !layer.mayDepend(on: $0.name) }) ?? true {
                report(.forbiddenImport, "layer \(layer.name) must not depend on \(module)", fix: "remove the dependency from \(target.name)")
            }
            if isRedundant(dependency, of: target, modules: modules, importedModules: importedModules),
               !(layer?.mayDeclareUnused.contains { $0.matches(dependency.name) } ?? false) {
                report(
                    .redundantDependency,
                    "target \(target.name) declares \(dependency.name) but no source file imports \(modules.joined(separator: " or "))",
                    fix: "remove \(dependency.name) from the dependencies of \(target.name)"
                )
            }
        }
        return found
    }

    /// Macro, plugin and executable targets are used without an import, and a product of
    /// an unresolved package may provide modules under other names: neither counts. Nor
    /// does a dependency whose modules re-export (`@_exported import`) one that is imported.
    private func isRedundant(_ dependency: Dependency, of target: Target, modules: [String], importedModules: Set<String>) -> Bool {
        guard resolver.isKnown(dependency), !target.sources.isEmpty else { return false }
        if case .target(let name) = dependency.reference,
           let kind = resolver.package.target(named: name)?.kind, [.macro, .plugin, .executable].contains(kind) {
            return false
        }
        guard modules.allSatisfy({ !importedModules.contains($0) }) else { return false }
        return resolver.reexportedModules(of: dependency).isDisjoint(with: importedModules)
    }
}
