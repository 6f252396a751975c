/// The rules that look at one `import` declaration.
struct ImportChecks {
    let resolver: ModuleResolver
    let config: ArchlintConfig

    func violations(for declaration: ImportDeclaration, in file: String, of target: Target) -> [Violation] {
        let module = declaration.module
        guard module != target.moduleName else { return [] }
        let layer = resolver.layer(ofTarget: target.name)
        var found: [Violation] = []
        func report(_ rule: Rule, _ message: String, fix: String) {
            found.append(Violation(
                rule: rule, file: declaration.presumedFile ?? file, line: declaration.line, column: declaration.column,
                target: target.name, module: module, message: message, fix: fix, condition: declaration.conditionText
            ))
        }

        let declared = resolver.declaredModules(of: target)
        if declared[module] == nil && !resolver.isSystem(module) {
            let hint = resolver.declaration(providing: module)
                .map { "add \($0) to the dependencies of target \"\(target.name)\" in Package.swift" }
                ?? "declare the dependency that provides \(module), or list it under system_modules in .archlint.yml"
            let reason = resolver.target(module: module) != nil || hint.hasPrefix("add")
                ? "it compiles only when another target happens to build it first"
                : "no declared dependency provides it (a transitive one may)"
            report(.undeclaredImport, "target \(target.name) imports \(module), which it does not declare as a dependency: \(reason)", fix: hint)
        }

        if let layer, let other = resolver.layer(ofModule: module), !layer.mayDepend(on: other.name) {
            report(
                .layerImport,
                "\(target.name) in layer \(layer.name) imports \(module) of layer \(other.name); \(layer.name) may depend on \(Self.list(layer.mayDependOn))",
                fix: "remove the import and reach \(other.name) through a layer \(layer.name) may depend on, or change the contract in .archlint.yml"
            )
        }

        if let layer, let glob = layer.forbiddenImports.first(where: { $0.matches(module) }),
           resolver.layer(ofModule: module).map({ !layer.mayDepend(on: $0.name) }) ?? true {
            report(
                .forbiddenImport,
                "layer \(layer.name) must not import \(module) (forbidden by `\(glob)`)",
                fix: "move the code that needs \(module) out of layer \(layer.name)"
            )
        }

        if declaration.isTestable && target.kind != .test {
            report(.testableImport, "@testable import of \(module) in \(target.kind.rawValue) target \(target.name)", fix: "import \(module) without @testable and use its public API")
        }

        if declaration.isExported, let layer, let other = resolver.layer(ofModule: module), other.name != layer.name {
            report(
                .exportedImport,
                "\(target.name) re-exports \(module) of layer \(other.name) to every importer of layer \(layer.name)",
                fix: "drop @_exported; let each client import \(module) itself, if its layer may"
            )
        }

        if declaration.accessLevel == "public", let layer, let exposable = layer.mayExpose,
           !exposable.contains(where: { $0.matches(module) }) {
            report(
                .publicImport,
                "layer \(layer.name) exposes \(module) with a public import; it may expose \(exposable.isEmpty ? "nothing" : exposable.map(\.pattern).joined(separator: ", "))",
                fix: "make the import internal (or package) and keep \(module)'s types out of the public API"
            )
        }
        return found
    }

    static func list(_ layers: [String]) -> String {
        layers.isEmpty ? "no other layer" : layers.joined(separator: ", ")
    }
}
