import Foundation

/// Real Swift files to test the scanner on: archlint's own, and those of the
/// packages it has checked out.
enum SwiftCorpus {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Up to `limit` files, in a fixed order, with their text.
    static func files(limit: Int) -> [(path: String, text: String)] {
        var paths: [String] = []
        for folder in ["Sources", "Plugins", "Tests", ".build/checkouts"] {
            let root = repositoryRoot + "/" + folder
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".swift") { paths.append(root + "/" + relative) }
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
