import Foundation

/// The example feature's files in this repository, which scaffold copies, by path.
enum ExampleFiles {
    /// The repository's root, three folders above this package's.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The example's files in the folders `prefixes` name, in a product renamed `Shop`.
    static func read(under prefixes: [String] = ["Packages/", "Apps/", "Tests/"]) -> [String: String] {
        var files: [String: String] = [:]
        for prefix in prefixes {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + prefix)
            while let name = enumerator?.nextObject() as? String {
                let path = prefix + name
                guard path.contains("PurchaseOrder"), path.hasSuffix(".swift"),
                      let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
                else { continue }
                files[shop(path)] = shop(text)
            }
        }
        return files
    }

    static func shop(_ text: String) -> String {
        text.replacing("Catalog", with: "Shop").replacing("catalog", with: "shop")
    }

    /// The files that hold scaffold's anchors, with the example's entries above each.
    static let anchored = [
        "Packages/Presentation/Navigation/FeatureRoutes.swift", "Packages/Data/Schema/FeatureSchema.swift",
        "Packages/APIContract/openapi.yaml", "Packages/WebAPI/UseCaseAPI.swift", "Packages/Composition/Repositories.swift",
        "Apps/CLI/Sources/CatalogCLI/Commands/CatalogCommand.swift",
    ]

    /// `anchored`'s files, in a product renamed `Shop`.
    static func anchorFiles() -> [String: String] {
        var files: [String: String] = [:]
        for path in anchored {
            files[shop(path)] = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map(shop)
        }
        return files
    }
}
