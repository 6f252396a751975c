import Foundation

/// Real Swift files to test the scanner on: archlint's own, those of the repository it
/// lives in (`Tools/archlint` of the template or a fork), so that the scanner is held to
/// swift-syntax on the code it guards, and those of the packages it has checked out,
/// which are there when it is built in its own folder (`swift test --package-path
/// Tools/archlint`, as CI runs it): the mutation test needs their variety.
enum SwiftCorpus {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Files over this size are left out: generated code (swift-syntax's node tables, the
    /// API's types), a few files of one shape that would cost half the oracle's parsing.
    static let largestFile = 64 * 1024

    /// Up to `limit` files, in a fixed order, with their text.
    static func files(limit: Int) -> [(path: String, text: String)] {
        let enclosing = packageRoot.deletingLastPathComponent().deletingLastPathComponent()
        let roots = ["Sources", "Plugins", "Tests", ".build/checkouts"].map { packageRoot.appendingPathComponent($0).path }
            + ["Packages", "Apps", "Tests"].map { enclosing.appendingPathComponent($0).path }
        var paths: [String] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"), let size = walker.fileAttributes?[.size] as? Int, size <= largestFile else { continue }
                paths.append(root + "/" + relative)
            }
        }
        paths.sort()
        // Spread the picks over the whole list so every package is represented.
        let stride = max(1, paths.count / limit)
        return Swift.stride(from: 0, to: paths.count, by: stride).prefix(limit).compactMap { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return nil }
            return (paths[index], String(decoding: data, as: UTF8.self))
        }
    }
}
