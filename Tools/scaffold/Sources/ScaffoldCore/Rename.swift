import Foundation

/// `scaffold rename`: gives the template's product a fork's own name in every place it
/// appears (executables, app modules and folders, database file and folder, link
/// scheme, environment variables, titles, the docs and CI), and nothing else.
public struct Rename {
    public let root: String
    public let old: ProductName
    public let new: ProductName

    /// Reads the product's name now from the root manifest's package name.
    public init(root: String, to new: ProductName) throws(ScaffoldError) {
        // The example and the feature it refers to are found by their names in paths and
        // in the document's entries: a product's files must not carry them.
        for feature in [ExampleFeature.name, ExampleFeature.referred] where new.display.lowercased().contains(feature.singular.lowercased()) {
            throw .invalidName("“\(new)” holds \(feature.singular), the name of the example feature scaffold copies or of the one it refers to, by which their files are found; choose another")
        }
        self.root = root
        self.old = try Self.currentName(root: root)
        self.new = new
    }

    /// What a rename changes: files to rewrite and paths to move, both relative to the root.
    public struct Plan: Equatable, Sendable {
        public var rewrites: [String: String] = [:]
        public var moves: [(from: String, to: String)] = []

        public var isEmpty: Bool { rewrites.isEmpty && moves.isEmpty }

        public static func == (lhs: Plan, rhs: Plan) -> Bool {
            lhs.rewrites == rhs.rewrites && lhs.moves.map(\.from) == rhs.moves.map(\.from) && lhs.moves.map(\.to) == rhs.moves.map(\.to)
        }
    }

    public func plan() throws(ScaffoldError) -> Plan {
        var plan = Plan()
        guard old != new else { return plan }
        let rules = RenameRules(from: old, to: new)
        for path in try TemplateFiles.list(root: root) {
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            let renamed = rules.apply(to: text)
            if renamed != text { plan.rewrites[path] = renamed }
        }
        // Folders before the files in them would move twice; move the deepest first.
        let paths = try TemplateFiles.list(root: root, includingFolders: true)
        for path in paths.sorted(by: { $0.split(separator: "/").count > $1.split(separator: "/").count }) {
            let components = path.split(separator: "/").map(String.init)
            let last = rules.apply(toPathComponent: components[components.count - 1])
            if last != components[components.count - 1] {
                plan.moves.append((path, (components.dropLast() + [last]).joined(separator: "/")))
            }
        }
        // A move onto a path that is there (`CatalogCommand.swift` onto a feature's
        // `ProductsCommand.swift`) would lose it: refused before anything is written.
        let existing = Set(paths)
        for move in plan.moves where existing.contains(move.to) && !plan.moves.contains(where: { $0.from == move.to }) {
            throw .invalidName("“\(new)” would move \(move.from) onto \(move.to), which is there already; choose another name")
        }
        return plan
    }

    /// Writes the plan: every rewrite, then every move.
    public func apply(_ plan: Plan) throws(ScaffoldError) {
        do {
            for (path, text) in plan.rewrites { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
            for move in plan.moves { try FileManager.default.moveItem(atPath: root + "/" + move.from, toPath: root + "/" + move.to) }
        } catch {
            throw .io("cannot rename: \(error.localizedDescription)")
        }
    }

    /// The package name in the root `Package.swift`: `name: "Catalog"`.
    static func currentName(root: String) throws(ScaffoldError) -> ProductName {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
              let match = manifest.firstMatch(of: /Package\(\s*name:\s*"([A-Za-z0-9]+)"/) else {
            throw .notATemplate("no Package.swift with a package name at \(root); run scaffold at the template's root")
        }
        return try ProductName(String(match.1))
    }
}
