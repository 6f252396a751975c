/// Which modules a target may import, and where any module comes from.
struct ModuleResolver {
    let package: PackageModel
    let config: ArchlintConfig
    let platform: Platform?
    /// Looked up for every import: worth a dictionary each.
    private let targetsByModule: [String: Target]
    private let targetsByName: [String: Target]
    /// Every module the package graph builds: its targets' and its dependencies' products'.
    private let everyModule: Set<String>
    private let layersByTarget: [String: ArchlintConfig.Layer]
    private var declaredByTarget: [String: [String: Dependency]] = [:]
    private var closures: [String: (modules: Set<String>, packages: Set<String>)] = [:]

    init(package: PackageModel, config: ArchlintConfig, platform: Platform?) {
        self.package = package
        self.config = config
        self.platform = platform
        targetsByModule = Dictionary(package.targets.map { ($0.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
        targetsByName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        everyModule = Set(package.targets.map(\.moduleName)).union(package.productModules.values.flatMap { $0.values.flatMap { $0 } })
        layersByTarget = Dictionary(uniqueKeysWithValues: package.targets.compactMap { target in
            config.layer(of: target.name).map { (target.name, $0) }
        })
        declaredByTarget = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, computeDeclaredModules(of: $0)) })
        closures = computeClosures()
    }

    /// Each target's dependency closure on the platform: its modules, and the packages
    /// whose products it uses. Each target's is worked out once, from its dependencies'.
    private func computeClosures() -> [String: (modules: Set<String>, packages: Set<String>)] {
        var done: [String: (modules: Set<String>, packages: Set<String>)] = [:]
        var inProgress: Set<String> = []
        func closure(of target: Target) -> (modules: Set<String>, packages: Set<String>) {
            if let known = done[target.name] { return known }
            // SwiftPM refuses a cycle of targets; should one get here, it ends the walk.
            guard inProgress.insert(target.name).inserted else { return ([target.moduleName], []) }
            var modules: Set<String> = [target.moduleName]
            var packages: Set<String> = []
            for dependency in target.dependencies where dependency.applies(to: platform) {
                modules.formUnion(self.modules(of: dependency))
                switch dependency.reference {
                case .target(let name):
                    if let dependencyTarget = targetsByName[name] {
                        let inner = closure(of: dependencyTarget)
                        modules.formUnion(inner.modules)
                        packages.formUnion(inner.packages)
                    }
                case .product(let name, let identity):
                    let reached = reach(ofProduct: name, package: identity)
                    modules.formUnion(reached.modules)
                    packages.formUnion(reached.packages)
                }
            }
            inProgress.remove(target.name)
            done[target.name] = (modules, packages)
            return (modules, packages)
        }
        for target in package.targets { _ = closure(of: target) }
        return done
    }

    /// Every module a product builds for its users, through its package's targets and the
    /// products of other packages they use, and the packages those modules come from.
    private func reach(ofProduct name: String, package identity: String) -> (modules: Set<String>, packages: Set<String>) {
        var modules: Set<String> = []
        var packages: Set<String> = []
        var pending = [ProductReach.Product(name: name, package: identity.lowercased())]
        var seen = Set(pending)
        while let product = pending.popLast() {
            let owners = package.productModules.filter { key, products in
                product.package.isEmpty ? products[product.name] != nil : key == product.package
            }.keys
            for owner in owners {
                packages.insert(owner)
                guard let reach = package.productReach[owner]?[product.name] else { continue }
                modules.formUnion(reach.modules)
                for next in reach.products where seen.insert(next).inserted { pending.append(next) }
            }
        }
        return (modules, packages)
    }

    /// The layer of `target`, if the contract gives it one.
    func layer(ofTarget target: String) -> ArchlintConfig.Layer? {
        layersByTarget[target]
    }

    /// The first-party target whose module is `module`.
    func target(module: String) -> Target? {
        targetsByModule[module]
    }

    /// The modules `dependency` makes importable.
    func modules(of dependency: Dependency) -> [String] {
        switch dependency.reference {
        case .target(let name):
            return [targetsByName[name]?.moduleName ?? Target.c99Name(name)]
        case .product(let name, let packageIdentity):
            let modules = productModules(name: name, package: packageIdentity) ?? [Target.c99Name(name)]
            return modules.map { dependency.moduleAliases[$0] ?? $0 }
        }
    }

    /// Whether archlint knows what `dependency` provides (a first-party target, or a
    /// product of a resolved package).
    func isKnown(_ dependency: Dependency) -> Bool {
        switch dependency.reference {
        case .target: true
        case .product(let name, let packageIdentity): productModules(name: name, package: packageIdentity) != nil
        }
    }

    /// The modules `dependency`'s own modules re-export with `@_exported import`: read
    /// from its sources only when asked, which is when it looks unused.
    func reexportedModules(of dependency: Dependency) -> Set<String> {
        let folders: [String]
        switch dependency.reference {
        case .target(let name):
            folders = targetsByName[name].map { [package.rootPath + "/" + $0.path] } ?? []
        case .product(let name, let identity):
            folders = identity.isEmpty
                ? package.productFolders.values.lazy.compactMap { $0[name] }.first ?? []
                : package.productFolders[identity.lowercased()]?[name] ?? []
        }
        var found: Set<String> = []
        for folder in folders {
            for file in SourceIndex.Prescan.swiftFiles(under: folder) {
                guard let scan = SourceIndex.scanFile(folder + "/" + file) else { continue }
                found.formUnion(scan.imports.filter(\.isExported).map(\.module))
            }
        }
        return found
    }

    private func productModules(name: String, package identity: String) -> [String]? {
        if !identity.isEmpty {
            return package.productModules[identity.lowercased()]?[name]
        }
        return package.productModules.values.lazy.compactMap { $0[name] }.first
    }

    /// Module to the dependency of `target` that provides it, on the chosen platform.
    func declaredModules(of target: Target) -> [String: Dependency] {
        declaredByTarget[target.name] ?? computeDeclaredModules(of: target)
    }

    private func computeDeclaredModules(of target: Target) -> [String: Dependency] {
        var result: [String: Dependency] = [:]
        if target.kind == .snippet {
            // SwiftPM lets a snippet (Snippets/*.swift) import every library of its package.
            for library in package.targets where library.kind == .library {
                result[library.moduleName] = Dependency(reference: .target(library.name), platforms: nil)
            }
        }
        for dependency in target.dependencies where dependency.applies(to: platform) {
            for module in modules(of: dependency) where result[module] == nil {
                result[module] = dependency
            }
        }
        return result
    }

    /// What `#if canImport(M)` finds in a build of `target`: the modules of its dependency
    /// closure, and the modules of this build that it cannot see.
    func importableModules(for target: Target) -> ImportableModules {
        let (closure, relatedPackages) = closures[target.name] ?? ([target.moduleName], [])
        // A package the target uses builds more modules than its products name (a
        // product's own dependencies): those may be importable, so they are not "elsewhere".
        let related = Set(relatedPackages.flatMap { package.productModules[$0]?.values.flatMap { $0 } ?? [] })
        return ImportableModules(
            closure: closure, elsewhere: everyModule.subtracting(closure).subtracting(related), declaredSystem: config.systemModules
        )
    }

    func isSystem(_ module: String) -> Bool {
        SystemModules.known.contains(module) || config.systemModules.contains(module)
    }

    /// How to declare `module` in the manifest, as a hint for a fix.
    func declaration(providing module: String) -> String? {
        if let target = targetsByModule[module] {
            return "\"\(target.name)\""
        }
        for (identity, products) in package.productModules.sorted(by: { $0.key < $1.key }) {
            if let product = products.keys.sorted().first(where: { products[$0]?.contains(module) == true }) {
                return ".product(name: \"\(product)\", package: \"\(identity)\")"
            }
        }
        return nil
    }

    /// The layer of the first-party module `module`, if it is one and has a layer.
    func layer(ofModule module: String) -> ArchlintConfig.Layer? {
        targetsByModule[module].flatMap { layersByTarget[$0.name] }
    }
}
