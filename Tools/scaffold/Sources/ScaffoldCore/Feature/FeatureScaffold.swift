import Foundation

/// `scaffold feature`: a feature's code in every layer, from its name and fields, in the
/// shape of the template's own features. Refuses names that are taken, never overwrites
/// a file, and adds to existing files only at their anchors.
public struct FeatureScaffold {
    let root: String
    let feature: FeatureSpec

    /// - Parameter writes: whether the feature is edited too: create, update and delete
    ///   over versions, with rules, in every layer.
    /// - Parameter cascadesOnDelete: whether deleting an item a reference field refers to
    ///   deletes the items referring to it; else that delete is refused while they do.
    public init(root: String, name: FeatureName, fields: [FeatureField], writes: Bool = false, cascadesOnDelete: Bool = false) throws(ScaffoldError) {
        // The example is found by its names: another feature must not carry them.
        let example = Spellings(feature: ExampleFeature.name, to: ExampleFeature.name)
        guard !example.occur(in: name.singular), !example.occur(in: name.plural) else {
            throw .invalidName("“\(name.singular)” holds the example feature's name, \(ExampleFeature.name.singular), which scaffold copies; choose another")
        }
        for field in fields where example.occur(in: field.name) {
            throw .invalidName("the field “\(field.name)” holds the example feature's name, \(ExampleFeature.name.singularValue); name it otherwise")
        }
        // While the example is in the product, so is the feature it refers to, which
        // remove-sample deletes with it (by its names): a feature must not carry them.
        let referred = Spellings(feature: ExampleFeature.referred, to: ExampleFeature.referred)
        let entity = { (feature: FeatureName) in FileManager.default.fileExists(atPath: root + "/Packages/Domain/Entities/\(feature.singular).swift") }
        if entity(ExampleFeature.name), entity(ExampleFeature.referred) {
            for text in [name.singular, name.plural] + fields.map(\.name) + fields.compactMap(\.referred?.singular) where referred.occur(in: text) {
                throw .invalidName("“\(text)” holds \(ExampleFeature.referred.singular), the feature the example refers to, which remove-sample deletes with it; name yours otherwise, or refer to a feature of your own")
            }
        }
        for field in fields where field.name == name.singularValue || field.name == name.pluralValue {
            throw .invalidName("the field “\(field.name)” is named as its feature is; name it otherwise")
        }
        self.root = root
        _ = try Rename.currentName(root: root)
        let resolved = try Self.resolvingReferences(fields, of: name, root: root, cascades: cascadesOnDelete)
        self.feature = FeatureSpec(name: name, fields: resolved, writes: writes)
    }

    /// Every file to create and every file to change, or why nothing can be.
    public func plan() throws(ScaffoldError) -> FeaturePlan {
        let files = try TemplateFiles.list(root: root)
        let anchors = try locateAnchors(in: files)
        try refuseReservedNames()
        var plan = FeaturePlan()
        let migration = try nextMigration(files: files, anchors: anchors)
        let source = try ExampleSource(root: root, files: files)
        let copy = ExampleCopy(name: feature.name, fields: feature.fields, writes: feature.writes)
        for examplePath in source.files {
            guard let path = copy.path(for: examplePath), let text = source.read(examplePath) else { continue }
            guard !FileManager.default.fileExists(atPath: root + "/" + path) else {
                throw .invalidName("\(path) exists already; scaffold never overwrites a file")
            }
            plan.created[path] = try copy.text(text, path: examplePath, migration: migration)
        }
        for (path, writes, _) in ExampleFeature.sharedAnswers where feature.writes || !writes {
            guard !FileManager.default.fileExists(atPath: root + "/" + path), let text = source.read(path) else { continue }
            plan.created[path] = text
        }
        try refuseTakenTypes(files: files, declaredBy: plan.created)
        for (anchor, code) in try insertions(anchors: anchors, source: source, copy: copy) {
            guard let path = anchors[anchor] else { continue }
            let text: String
            if let edited = plan.edited[path] { text = edited } else { text = try read(path) }
            if path.hasSuffix(".yaml") { try refuseTakenEntries(code, at: anchor, in: text, path: path) }
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
        // Generated code may quote a document's anchors, and the kept example has its own: only the product's count.
        for path in files where (path.hasSuffix(".swift") || path.hasSuffix(".yaml")) && !path.contains("/Generated/")
            && !path.hasPrefix(ExampleFeature.keptFolder) {
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

    /// Refuses a name of Swift's, Foundation's, Swift Testing's or the template's modules.
    private func refuseReservedNames() throws(ScaffoldError) {
        let name = feature.name
        guard !Self.reservedTypes.contains(name.singular), !Self.reservedTypes.contains(name.plural),
              !ProductName.taken.contains(name.singular), !SwiftKeywords.all.contains(name.singular)
        else {
            throw .invalidName("“\(name.singular)” is a name of Swift, Foundation or the template's modules; choose another")
        }
        // Its values are named in lowerCamelCase: `func class(id:)` would not compile.
        for value in [name.singularValue, name.pluralValue] where SwiftKeywords.reserved.contains(value) {
            throw .invalidName("“\(value)”, the name \(name.singular) takes as a value, is a Swift keyword; choose another name")
        }
    }

    /// Refuses a feature whose new files would declare a type (at the top of a file) that
    /// the product has already.
    private func refuseTakenTypes(files: [String], declaredBy created: [String: String]) throws(ScaffoldError) {
        let declaration = /^(?:(?:public|private|fileprivate|internal|final)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z0-9_]+)/
            .anchorsMatchLineEndings()
        let declared = Set(created.values.flatMap { $0.matches(of: declaration).map { String($0.1) } })
        // The tools under Tools/ are packages of their own: their types are not the product's.
        for path in files where path.hasSuffix(".swift") && !path.hasPrefix("Tools/") {
            for match in try read(path).matches(of: declaration) where declared.contains(String(match.1)) {
                throw .invalidName("\(path) declares \(match.1) already; the feature would declare it again. Choose another name")
            }
        }
    }

    /// Refuses entries of the API's document (a path, a schema) that the anchor's map has
    /// already: a feature named `Price` or `Health` would be a second `Price:` in
    /// `components/schemas`, of which a reader of YAML keeps one. Only that map: a header
    /// named `Location` is no schema's name.
    private func refuseTakenEntries(_ code: String, at anchor: Anchor, in text: String, path: String) throws(ScaffoldError) {
        let lines = text.split(separator: "\n")
        guard let anchorIndex = lines.firstIndex(where: { Anchor.on($0) == anchor }) else { return }
        let indentation = String(lines[anchorIndex].prefix { $0 == " " })
        // The map the anchor is in: the lines around it indented at least as far (or blank).
        let inMap = { (line: Substring) in line.allSatisfy { $0 == " " } || line.hasPrefix(indentation) }
        var start = anchorIndex
        while start > 0, inMap(lines[start - 1]) { start -= 1 }
        var end = anchorIndex
        while end + 1 < lines.count, inMap(lines[end + 1]) { end += 1 }
        let key = { (line: Substring) -> Substring? in
            guard let first = line.first, first != " ", first != "#", let colon = line.firstIndex(of: ":") else { return nil }
            return line[..<colon]
        }
        let existing = Set(lines[start...end].compactMap { line in line.hasPrefix(indentation) ? key(line.dropFirst(indentation.count)) : nil })
        for entry in code.split(separator: "\n").compactMap(key) where existing.contains(entry) {
            throw .invalidName("\(path) has \(entry) already, which the feature would add again; choose another name")
        }
    }

    func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        } catch {
            throw .io("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Names a feature may not take: Swift's and Foundation's types and the template's own words.
    static let reservedTypes: Set<String> = [
        "Any", "Array", "Bool", "Calendar", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Error", "Field",
        "Float", "Int", "Locale", "Never", "Notification", "Operation", "Optional", "Process", "Result", "Route", "Screen",
        "Set", "String", "Task", "Timestamp", "URL", "UUID", "View",
        "Clock", "Duration", "Range", "TimeZone", "Timer", "Thread", "Unit", "Measurement", "Bundle", "Host",
        // The packages' the layers import beside Domain: Hummingbird's, swift-log's, SwiftNIO's.
        "Application", "Request", "Response", "Router", "Cookie", "Environment", "Logger", "Channel",
        // The template's shared views and editors, which a feature's types would be named as.
        "Editor", "Record",
        // Swift Testing's, which every feature's tests import.
        "Bug", "Comment", "Confirmation", "Issue", "Suite", "Tag", "Test", "Trait",
    ]
}
