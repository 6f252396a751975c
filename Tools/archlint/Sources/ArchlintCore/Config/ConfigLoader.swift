import Foundation
import Yams

/// Reads `.archlint.yml`. Every mistake is reported with the file and line it is on.
public enum ConfigLoader {
    public static let fileName = ".archlint.yml"

    /// The configuration at `path`, or an empty one (no layers) when the file is absent
    /// and was not asked for by name.
    public static func load(path: String, required: Bool) throws(ArchlintError) -> ArchlintConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            if required { throw .configuration(file: path, line: nil, message: "cannot read the configuration file") }
            return ArchlintConfig()
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    public static func parse(_ text: String, file: String) throws(ArchlintError) -> ArchlintConfig {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw .configuration(file: file, line: line(of: error), message: "YAML syntax error: \(problem(of: error))")
        } catch {
            throw .configuration(file: file, line: nil, message: "YAML syntax error: \(error)")
        }
        guard let root else { return ArchlintConfig() }
        var reader = Reader(file: file)
        return try reader.config(root)
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        default: "\(error)"
        }
    }
}

/// Walks the YAML tree, checking every key and value.
private struct Reader {
    let file: String

    func fail(_ node: Node, _ message: String) -> ArchlintError {
        .configuration(file: file, line: node.mark?.line, message: message)
    }

    mutating func config(_ root: Node) throws(ArchlintError) -> ArchlintConfig {
        guard let mapping = root.mapping else { throw fail(root, "the configuration must be a mapping with a `layers` key") }
        var config = ArchlintConfig()
        var layerNodes: [(String, Node, Node)] = []
        for (key, value) in mapping {
            switch key.string {
            case "layers":
                guard let layers = value.mapping else { throw fail(value, "`layers` must map layer names to their rules") }
                for (name, body) in layers {
                    guard let layerName = name.string, !layerName.isEmpty else { throw fail(name, "a layer needs a name") }
                    layerNodes.append((layerName, name, body))
                }
            case "system_modules":
                config.systemModules = Set(try strings(value, key: "system_modules"))
            case "passed_flags":
                config.passedFlags = Set(try strings(value, key: "passed_flags"))
            case "exhaustive":
                guard let flag = value.bool else { throw fail(value, "`exhaustive` must be true or false") }
                config.exhaustive = flag
            case "unused":
                switch value.string {
                case "error": config.unusedAllowances = .error
                case "warning": config.unusedAllowances = .warning
                case "off": config.unusedAllowances = nil
                default: throw fail(value, "`unused` must be error, warning or off")
                }
            case "independence":
                config.independence = try independence(value)
            default:
                throw fail(key, "unknown key `\(key.string ?? "?")`; expected layers, system_modules, passed_flags, exhaustive, unused or independence")
            }
        }
        let names = Set(layerNodes.map(\.0))
        for (name, nameNode, body) in layerNodes {
            config.layers.append(try layer(name, nameNode: nameNode, body: body, known: names))
        }
        return config
    }

    func layer(_ name: String, nameNode: Node, body: Node, known: Set<String>) throws(ArchlintError) -> ArchlintConfig.Layer {
        guard let mapping = body.mapping else { throw fail(body, "layer `\(name)` must be a mapping") }
        let line = { (node: Node) in node.mark?.line ?? 1 }
        var layer = ArchlintConfig.Layer(name: name, targets: [])
        var sawTargets = false
        for (key, value) in mapping {
            switch key.string {
            case "targets":
                layer.targets = try globs(value, key: "targets")
                sawTargets = true
            case "may_depend_on":
                for (node, other) in try stringNodes(value, key: "may_depend_on") where other != "*" && !known.contains(other) {
                    throw fail(node, "layer `\(name)` may depend on `\(other)`, which is not a layer; known layers: \(known.sorted().joined(separator: ", "))")
                }
                let entries = try stringNodes(value, key: "may_depend_on")
                layer.mayDependOn = entries.map(\.1)
                layer.allowanceLines = Dictionary(entries.map { ($0.1, line($0.0)) }, uniquingKeysWith: { first, _ in first })
            case "forbidden_imports":
                layer.forbiddenImports = try globs(value, key: "forbidden_imports")
            case "may_expose":
                layer.mayExpose = try globs(value, key: "may_expose")
            case "may_declare_unused":
                layer.mayDeclareUnused = try globs(value, key: "may_declare_unused")
            default:
                throw fail(key, "unknown key `\(key.string ?? "?")` in layer `\(name)`; expected targets, may_depend_on, forbidden_imports, may_expose or may_declare_unused")
            }
        }
        guard sawTargets else { throw fail(nameNode, "layer `\(name)` has no `targets`") }
        return layer
    }

    /// `independence`: a list of `{name, targets}`, each target entry a glob or a list of globs.
    func independence(_ node: Node) throws(ArchlintError) -> [ArchlintConfig.Independence] {
        guard let contracts = node.sequence else { throw fail(node, "`independence` must be a list of contracts, each with a name and targets") }
        var result: [ArchlintConfig.Independence] = []
        for contract in contracts {
            guard let mapping = contract.mapping else { throw fail(contract, "an independence contract must be a mapping with `name` and `targets`") }
            var name: String?
            var units: [[Glob]]?
            for (key, value) in mapping {
                switch key.string {
                case "name":
                    name = value.string
                case "targets":
                    guard let entries = value.sequence else { throw fail(value, "`targets` must be a list") }
                    units = []
                    for entry in entries {
                        units?.append(entry.sequence == nil ? [try glob(entry, key: "targets")] : try globs(entry, key: "targets"))
                    }
                default:
                    throw fail(key, "unknown key `\(key.string ?? "?")` in an independence contract; expected name or targets")
                }
            }
            guard let name, !name.isEmpty else { throw fail(contract, "an independence contract needs a `name`") }
            guard let units, units.count >= 2 else { throw fail(contract, "independence contract `\(name)` needs at least two targets to keep apart") }
            result.append(.init(name: name, units: units, line: contract.mark?.line ?? 1))
        }
        return result
    }

    func stringNodes(_ node: Node, key: String) throws(ArchlintError) -> [(Node, String)] {
        guard let sequence = node.sequence else { throw fail(node, "`\(key)` must be a list") }
        var result: [(Node, String)] = []
        for item in sequence {
            guard let string = item.string else { throw fail(item, "`\(key)` must list strings") }
            result.append((item, string))
        }
        return result
    }

    func strings(_ node: Node, key: String) throws(ArchlintError) -> [String] {
        try stringNodes(node, key: key).map(\.1)
    }

    func globs(_ node: Node, key: String) throws(ArchlintError) -> [Glob] {
        guard let sequence = node.sequence else { throw fail(node, "`\(key)` must be a list") }
        var result: [Glob] = []
        for item in sequence { result.append(try glob(item, key: key)) }
        return result
    }

    func glob(_ item: Node, key: String) throws(ArchlintError) -> Glob {
        guard let pattern = item.string else { throw fail(item, "`\(key)` must list strings") }
        do {
            return try Glob(pattern)
        } catch {
            throw fail(item, "`\(pattern)` in `\(key)` is not a valid glob: a `[` needs its `]`")
        }
    }
}
