import Foundation

/// A template's files in a temporary folder for one test: `body` gets the folder, which
/// is gone afterwards.
@discardableResult
func withTree<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try body(root)
}

/// The text of the file at `path` under `root`.
func read(_ root: String, _ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
}
