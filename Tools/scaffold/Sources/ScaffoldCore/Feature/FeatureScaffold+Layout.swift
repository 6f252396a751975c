import Foundation

extension FeatureScaffold {
    /// Every anchor a feature adds code at, by layer.
    static let anchors: [Anchor] = [
        // Presentation
        "feature-routes",
        // Data, and the JSON API's document and adapter
        "feature-schemas", "paths", "schemas", "api-use-cases", "query-grammars",
        // Composition
        "repositories", "repository-parameters", "repository-assignments", "sqlite-repositories", "postgres-repositories",
        "remote-repositories", "mock-repositories",
        // The apps
        "commands",
    ].map(Anchor.init)

    /// The code each anchor gets: the example's entries there, copied.
    func insertions(anchors: [Anchor: String], source: ExampleSource, copy: ExampleCopy) throws(ScaffoldError) -> [Anchor: String] {
        var code: [Anchor: String] = [:]
        for anchor in Self.anchors {
            guard let path = anchors[anchor] else { continue }
            let text: String
            if let kept = source.read(path) { text = kept } else { text = try read(path) }
            guard let entries = ExampleFeature.entries(at: anchor, in: text) else {
                throw .notATemplate("\(source.folder + path) has no entry of the example feature (\(ExampleFeature.name.plural)) above scaffold:\(anchor.name); scaffold copies it from there")
            }
            code[anchor] = try copy.text(entries, path: path, migration: 0)
        }
        return code
    }

    /// The version after the last step of any feature's schema (the files beside the
    /// anchor `feature-schemas`): one number for both stores.
    func nextMigration(files: [String], anchors: [Anchor: String]) throws(ScaffoldError) -> Int {
        guard let registry = anchors[Anchor(name: "feature-schemas")] else { return 1 }
        let folder = (registry as NSString).deletingLastPathComponent + "/"
        var versions: [Int] = []
        for path in files where path.hasPrefix(folder) && path.hasSuffix(".swift") {
            versions += try read(path).matches(of: /Migration\(version: (\d+)/).compactMap { match in Int(String(match.1)) }
        }
        return (versions.max() ?? 0) + 1
    }
}
