import Foundation

/// The example feature's files in this repository, which scaffold copies, by path.
enum ExampleFiles {
    /// The repository's root, three folders above this package's.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The example's files in the folders `prefixes` name.
    static func read(under prefixes: [String]) -> [String: String] {
        var files: [String: String] = [:]
        for prefix in prefixes {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + prefix)
            while let name = enumerator?.nextObject() as? String {
                let path = prefix + name
                guard path.contains("PurchaseOrder"), path.hasSuffix(".swift"),
                      let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
                else { continue }
                files[path] = text
            }
        }
        return files
    }
}
