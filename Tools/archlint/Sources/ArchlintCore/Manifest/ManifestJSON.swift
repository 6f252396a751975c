import Foundation

/// Turns SwiftPM's JSON into the package model.
enum ManifestJSON {
    static func targets(described: [String: Any], dumped: [String: Any]) -> [Target] {
        let describedTargets = (described["targets"] as? [[String: Any]]) ?? []
        let dumpedTargets = (dumped["targets"] as? [[String: Any]]) ?? []
        let names = Set(describedTargets.compactMap { $0["name"] as? String } + dumpedTargets.compactMap { $0["name"] as? String })
        let definesByTarget = Dictionary(
            dumpedTargets.compactMap { target -> (String, [Target.Define])? in
                guard let name = target["name"] as? String else { return nil }
                return (name, defines(target["settings"] as? [[String: Any]] ?? []))
            },
            uniquingKeysWith: { first, _ in first }
        )
        let dependenciesByTarget = Dictionary(
            dumpedTargets.compactMap { target -> (String, [Dependency])? in
                guard let name = target["name"] as? String else { return nil }
                let entries = (target["dependencies"] as? [[String: Any]]) ?? []
                return (name, entries.compactMap { dependency($0, targetNames: names) })
            },
            uniquingKeysWith: { first, _ in first }
        )
        return describedTargets.compactMap { target -> Target? in
            guard let name = target["name"] as? String else { return nil }
            let sources = ((target["sources"] as? [String]) ?? []).filter { $0.hasSuffix(".swift") }
            return Target(
                name: name,
                moduleName: target["c99name"] as? String,
                kind: kind(target["type"] as? String, moduleType: target["module_type"] as? String),
                path: target["path"] as? String ?? "",
                sources: sources.sorted(),
                dependencies: dependenciesByTarget[name] ?? [],
                defines: definesByTarget[name] ?? []
            )
        }
        .sorted { $0.name < $1.name }
    }

    /// The package's trait names, from dump-package's `traits`.
    static func traits(dumped: [String: Any]) -> Set<String> {
        Set(((dumped["traits"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
    }

    /// The Swift `define` settings: `{"tool": "swift", "kind": {"define": {"_0": NAME}},
    /// "condition": {"platformNames": [...], "config": "release"}}`.
    private static func defines(_ settings: [[String: Any]]) -> [Target.Define] {
        settings.compactMap { setting in
            guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any],
                  let define = kind["define"] as? [String: Any], let value = define["_0"] as? String else { return nil }
            let condition = setting["condition"] as? [String: Any]
            // `-DNAME=VALUE` defines NAME; Swift conditions have no values.
            let name = String(value.split(separator: "=", maxSplits: 1).first ?? Substring(value))
            return Target.Define(
                name: name, platforms: condition?["platformNames"] as? [String] ?? [], configuration: condition?["config"] as? String
            )
        }
    }

    /// Products to the modules they make importable, from a dependency's dump-package.
    static func productModules(dumped: [String: Any]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for product in (dumped["products"] as? [[String: Any]]) ?? [] {
            guard let name = product["name"] as? String else { continue }
            let type = product["type"] as? [String: Any]
            guard type?["library"] != nil || type?["macro"] != nil else { continue }
            result[name] = ((product["targets"] as? [String]) ?? []).map(Target.c99Name)
        }
        return result
    }

    /// What each library product of a dependency builds along with its own modules, from
    /// its dump-package: the modules of the targets its targets depend on in the package,
    /// and the products of other packages they depend on.
    static func productReach(dumped: [String: Any]) -> [String: ProductReach] {
        let targets = (dumped["targets"] as? [[String: Any]]) ?? []
        let names = Set(targets.compactMap { $0["name"] as? String })
        var dependencies: [String: [Dependency]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            dependencies[name] = ((target["dependencies"] as? [[String: Any]]) ?? []).compactMap { dependency($0, targetNames: names) }
        }
        var result: [String: ProductReach] = [:]
        for product in (dumped["products"] as? [[String: Any]]) ?? [] {
            guard let name = product["name"] as? String else { continue }
            var reach = ProductReach()
            var pending = (product["targets"] as? [String]) ?? []
            var seen = Set(pending)
            while let target = pending.popLast() {
                reach.modules.insert(Target.c99Name(target))
                for dependency in dependencies[target] ?? [] {
                    switch dependency.reference {
                    case .target(let inner):
                        if seen.insert(inner).inserted { pending.append(inner) }
                    case .product(let product, let package):
                        reach.products.insert(ProductReach.Product(name: product, package: package.lowercased()))
                    }
                }
            }
            result[name] = reach
        }
        return result
    }

    /// Products to the folders of their targets' sources, from a dependency's dump-package.
    static func productFolders(dumped: [String: Any], packagePath: String) -> [String: [String]] {
        var folders: [String: String] = [:]
        for target in (dumped["targets"] as? [[String: Any]]) ?? [] {
            guard let name = target["name"] as? String else { continue }
            folders[name] = packagePath + "/" + ((target["path"] as? String) ?? "Sources/\(name)")
        }
        var result: [String: [String]] = [:]
        for product in (dumped["products"] as? [[String: Any]]) ?? [] {
            guard let name = product["name"] as? String else { continue }
            result[name] = ((product["targets"] as? [String]) ?? []).compactMap { folders[$0] }
        }
        return result
    }

    /// Dependencies on packages in local folders (`.package(path:)`), which need no
    /// resolution: their manifests are where the root's says.
    static func localPackages(dumped: [String: Any]) -> [ResolvedPackages.Package] {
        ((dumped["dependencies"] as? [[String: Any]]) ?? []).compactMap { dependency in
            guard let entries = dependency["fileSystem"] as? [[String: Any]], let entry = entries.first,
                  let identity = entry["identity"] as? String, let path = entry["path"] as? String else { return nil }
            return ResolvedPackages.Package(identity: identity.lowercased(), path: path)
        }
    }

    private static func kind(_ type: String?, moduleType: String?) -> Target.Kind {
        switch type {
        case "executable": return .executable
        case "test": return .test
        case "macro": return .macro
        case "plugin": return .plugin
        case "snippet": return .snippet
        case "binary": return .binary
        default:
            if moduleType == "SystemLibraryTarget" { return .system }
            if moduleType == "BinaryTarget" { return .binary }
            if moduleType == "PluginTarget" { return .plugin }
            return .library
        }
    }

    /// One `dependencies:` entry: `{"byName": [name, condition]}`, `{"target": [name,
    /// condition]}` or `{"product": [name, package, moduleAliases, condition]}`.
    private static func dependency(_ entry: [String: Any], targetNames: Set<String>) -> Dependency? {
        if let values = entry["byName"] as? [Any], let name = values.first as? String {
            let platforms = platformNames(values.count > 1 ? values[1] : nil)
            let reference: Dependency.Reference = targetNames.contains(name)
                ? .target(name)
                : .product(name: name, package: "")
            return Dependency(reference: reference, platforms: platforms)
        }
        if let values = entry["target"] as? [Any], let name = values.first as? String {
            return Dependency(reference: .target(name), platforms: platformNames(values.count > 1 ? values[1] : nil))
        }
        if let values = entry["product"] as? [Any], let name = values.first as? String {
            let package = values.count > 1 ? (values[1] as? String ?? "") : ""
            let aliases = values.count > 2 ? (values[2] as? [String: String] ?? [:]) : [:]
            return Dependency(
                reference: .product(name: name, package: package),
                platforms: platformNames(values.count > 3 ? values[3] : nil),
                moduleAliases: aliases
            )
        }
        return nil
    }

    /// The platforms a condition names; `nil` for every platform, which is also what an
    /// empty list means (a `.when(traits:)` condition has one beside its traits). A trait's
    /// dependency is declared in the builds that enable the trait, so it counts as any
    /// other `#if`-guarded possibility does.
    private static func platformNames(_ condition: Any?) -> [String]? {
        guard let condition = condition as? [String: Any], let names = condition["platformNames"] as? [String],
              !names.isEmpty
        else {
            return nil
        }
        return names.map { $0.lowercased() }
    }
}

/// The dependencies SwiftPM has resolved for a package, and where their sources are.
enum ResolvedPackages {
    struct Package {
        let identity: String
        let path: String
    }

    static func read(root: String) -> [Package] {
        let statePath = root + "/.build/workspace-state.json"
        guard let data = FileManager.default.contents(atPath: statePath),
              let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let object = state["object"] as? [String: Any],
              let dependencies = object["dependencies"] as? [[String: Any]]
        else { return [] }
        return dependencies.compactMap { dependency in
            guard let reference = dependency["packageRef"] as? [String: Any],
                  let identity = reference["identity"] as? String else { return nil }
            if let subpath = dependency["subpath"] as? String {
                let checkout = root + "/.build/checkouts/" + subpath
                if FileManager.default.fileExists(atPath: checkout + "/Package.swift") {
                    return Package(identity: identity.lowercased(), path: checkout)
                }
            }
            if let location = reference["location"] as? String, location.hasPrefix("/") {
                return Package(identity: identity.lowercased(), path: location)
            }
            return nil
        }
    }
}
