import Foundation

/// `scaffold feature`: a feature's code in every layer, from its name and fields, in the
/// shape of the template's own features. Refuses names that are taken, never overwrites
/// a file, and adds to existing files only at their anchors.
public struct FeatureScaffold {
    let root: String
    let template: FeatureTemplate

    /// - Parameter writes: whether the feature is edited too: create, update and delete
    ///   over versions, with rules, in every layer.
    public init(root: String, name: FeatureName, fields: [FeatureField], writes: Bool = false) throws(ScaffoldError) {
        self.root = root
        self.template = FeatureTemplate(name: name, fields: fields, product: try Self.productNames(root: root), writes: writes)
    }

    /// Every file to create and every file to change, or why nothing can be.
    public func plan() throws(ScaffoldError) -> FeaturePlan {
        let files = try TemplateFiles.list(root: root)
        let anchors = try locateAnchors(in: files)
        try refuseTakenNames(files: files)
        var plan = FeaturePlan()
        let folders = Folders(anchors: anchors, product: template.product)
        let migration = try nextMigration(files: files, anchors: anchors)
        for (path, text) in newFiles(folders, migration: migration) {
            guard !FileManager.default.fileExists(atPath: root + "/" + path) else {
                throw .invalidName("\(path) exists already; scaffold never overwrites a file")
            }
            plan.created[path] = text
        }
        let copy = ExampleCopy(name: template.name, fields: template.fields, writes: template.writes)
        for examplePath in ExampleFeature.files(in: files) {
            guard let path = copy.path(for: examplePath), plan.created[path] == nil else { continue }
            guard !FileManager.default.fileExists(atPath: root + "/" + path) else {
                throw .invalidName("\(path) exists already; scaffold never overwrites a file")
            }
            plan.created[path] = try copy.text(read(examplePath), path: examplePath, migration: migration)
        }
        for (path, text) in sharedFiles() where !FileManager.default.fileExists(atPath: root + "/" + path) {
            plan.created[path] = text
        }
        for (anchor, code) in try insertions(anchors: anchors, copy: copy) {
            guard let path = anchors[anchor] else { continue }
            let text: String
            if let edited = plan.edited[path] { text = edited } else { text = try read(path) }
            plan.edited[path] = anchor.insert(code, into: text)
        }
        return plan
    }

    public func apply(_ plan: FeaturePlan) throws(ScaffoldError) {
        for (path, text) in plan.created.sorted(by: { $0.key < $1.key }) {
            let url = URL(fileURLWithPath: root + "/" + path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw .io("cannot write \(path): \(error.localizedDescription)")
            }
        }
        for (path, text) in plan.edited.sorted(by: { $0.key < $1.key }) {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
            } catch {
                throw .io("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }

    /// The file of each anchor; each must be in exactly one file, once.
    private func locateAnchors(in files: [String]) throws(ScaffoldError) -> [Anchor: String] {
        var found: [Anchor: String] = [:]
        // Generated code may quote a document's anchors; only the sources count.
        for path in files where (path.hasSuffix(".swift") || path.hasSuffix(".yaml")) && !path.contains("/Generated/") {
            for line in try read(path).split(separator: "\n") {
                guard let anchor = Anchor.on(line) else { continue }
                if let other = found[anchor] {
                    throw .notATemplate("the anchor scaffold:\(anchor.name) is in \(other) and again in \(path); keep one")
                }
                found[anchor] = path
            }
        }
        for anchor in Self.anchors where found[anchor] == nil {
            throw .notATemplate("no file has the anchor “scaffold:\(anchor.name)”, where a feature's code goes; see ARCHITECTURE.md")
        }
        return found
    }

    /// Refuses a feature whose types or names the template has already.
    private func refuseTakenNames(files: [String]) throws(ScaffoldError) {
        let name = template.name
        guard !Self.reservedTypes.contains(name.singular), !Self.reservedTypes.contains(name.plural),
              !ProductName.taken.contains(name.singular), !SwiftKeywords.all.contains(name.singular)
        else {
            throw .invalidName("“\(name.singular)” is a name of Swift, Foundation or the template's modules; choose another")
        }
        let declared = Set(template.declaredTypes)
        let declaration = /(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z0-9_]+)/
        // The tools under Tools/ are packages of their own: their types are not the product's.
        for path in files where path.hasSuffix(".swift") && !path.hasPrefix("Tools/") {
            for match in try read(path).matches(of: declaration) where declared.contains(String(match.1)) {
                throw .invalidName("\(path) declares \(match.1) already; the feature would declare it again. Choose another name")
            }
        }
    }

    func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        } catch {
            throw .io("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// The package's name (`Catalog`) and so its apps' modules (`CatalogCLI`) and executable.
    static func productNames(root: String) throws(ScaffoldError) -> ProductNames {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
              let match = manifest.firstMatch(of: /Package\(\s*name:\s*"([A-Za-z0-9]+)"/)
        else {
            throw .notATemplate("\(root)/Package.swift names no package; run scaffold in the template's root or pass --package-path")
        }
        let display = String(match.1)
        let support = try? String(contentsOfFile: root + "/Tests/\(display)CLITests/Support.swift", encoding: .utf8)
        guard let helper = support?.firstMatch(of: /func ([A-Za-z0-9]+)\(\s*_ arguments: String\.\.\./) else {
            throw .notATemplate("Tests/\(display)CLITests/Support.swift has no `func NAME(_ arguments: String...)` that runs the app; the CLI's tests need it")
        }
        let executable = (try? ProductName(display))?.slug ?? display.lowercased()
        // The generator makes code for the operations of one tag; a renamed fork has its own.
        let config = try? String(contentsOfFile: root + "/Packages/APIContract/openapi-generator-config.yaml", encoding: .utf8)
        let tag = config?.firstMatch(of: /filter:\s*\n\s*tags:\s*\[([A-Za-z0-9_-]+)\]/).map { String($0.1) }
        return ProductNames(display: display, executable: executable, cliTestHelper: String(helper.1), apiTag: tag ?? "catalog")
    }

    /// Names a feature may not take: Swift's and Foundation's types and the template's own words.
    static let reservedTypes: Set<String> = [
        "Any", "Array", "Bool", "Calendar", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Error", "Field",
        "Float", "Int", "Locale", "Never", "Notification", "Operation", "Optional", "Process", "Result", "Route", "Screen",
        "Set", "String", "Task", "Timestamp", "URL", "UUID", "View",
        // Swift Testing's, which every feature's tests import.
        "Bug", "Comment", "Confirmation", "Issue", "Suite", "Tag", "Test", "Trait",
    ]
}
