import Foundation

/// The template's own files: everything under the root but build output, version
/// control, lockfiles, binary files and the tools, which know no product: a product named
/// for a common word (Library) must not rename `case library` in archlint's sources.
/// The copy of the example feature that scaffold keeps once the sample is removed is the
/// product's, though (`ExampleFeature.keptFolder`).
enum TemplateFiles {
    static let skippedFolders: Set<String> = [".git", ".swiftpm", ".hypothesis", ".schemathesis", "node_modules"]
    static let skippedPaths: Set<String> = ["Tools/archlint"]
    /// scaffold's own package, whose files are not the product's but for its example.
    static let scaffoldFolder = "Tools/scaffold/"
    static let skippedExtensions: Set<String> = ["png", "jpg", "sqlite", "resolved"]

    /// Paths relative to `root`, sorted: files, and with `includingFolders` folders too.
    static func list(root: String, includingFolders: Bool = false) throws(ScaffoldError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw .io("cannot read the folder \(root)")
        }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) else { continue }
            let isScaffolds = path.hasPrefix(scaffoldFolder) && !(path + "/").hasPrefix(ExampleFeature.keptFolder)
            if isFolder.boolValue {
                if skippedFolders.contains(name) || name.hasPrefix(".build") || skippedPaths.contains(path) || isScaffolds {
                    enumerator.skipDescendants()
                } else if includingFolders {
                    paths.append(path)
                }
                continue
            }
            if isScaffolds || skippedExtensions.contains((name as NSString).pathExtension.lowercased()) { continue }
            paths.append(path)
        }
        return paths.sorted()
    }
}
