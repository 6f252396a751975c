import Foundation
@testable import ScaffoldCore

/// The example feature's files in this repository, which scaffold copies, as they would be
/// in a product named `Shop`: read from the product while it has the example, else from
/// the copy `remove-sample` kept, so that the suite passes in a fork at every step.
enum ExampleFiles {
    /// The repository's root, three folders above this package's.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The repository's product, whatever a fork renamed it to.
    static let product = try? Rename.currentName(root: root)
    static let toShop = product.flatMap { product in (try? ProductName("Shop")).map { RenameRules(from: product, to: $0) } }

    /// Where the example is: the product's folders, or the kept copy's.
    static let folder = FileManager.default.fileExists(atPath: root + "/Packages/Domain/Entities/PurchaseOrder.swift") ? "" : ExampleFeature.keptFolder

    /// The example's files (or `feature`'s), by their path in a product named `Shop`.
    static func read(_ feature: FeatureName = ExampleFeature.name) -> [String: String] {
        var files: [String: String] = [:]
        for prefix in ["Packages/", "Apps/", "Tests/"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder + prefix)
            while let name = enumerator?.nextObject() as? String {
                let path = prefix + name
                guard !ExampleFeature.files(of: feature, in: [path]).isEmpty,
                      let text = try? String(contentsOfFile: root + "/" + folder + path, encoding: .utf8)
                else { continue }
                files[shop(path: path)] = shop(text)
            }
        }
        return files
    }

    /// `text` in a product named `Shop`.
    static func shop(_ text: String) -> String {
        toShop?.apply(to: text) ?? text
    }

    /// `path` with each component renamed for `Shop`.
    static func shop(path: String) -> String {
        path.split(separator: "/").map { toShop?.apply(toPathComponent: String($0)) ?? String($0) }.joined(separator: "/")
    }

    /// The files that hold scaffold's anchors, in a product named `Shop`.
    static let anchored = [
        "Packages/Presentation/Navigation/FeatureRoutes.swift", "Packages/Data/Schema/FeatureSchema.swift",
        "Packages/APIContract/openapi.yaml", "Packages/WebAPI/UseCaseAPI.swift", "Packages/Composition/Repositories.swift",
        "Apps/CLI/Sources/ShopCLI/Commands/ShopCommand.swift",
    ]

    /// `anchored`'s files with each anchor and the example's entries above it, and nothing
    /// else: what any fork's registries hold, whatever features it added besides.
    static func anchorFiles() -> [String: String] {
        var files: [String: String] = [:]
        for path in anchored {
            let name = product?.display ?? "Shop"
            let here = path.replacing("ShopCLI", with: name + "CLI").replacing("ShopCommand", with: name + "Command")
            guard let text = try? String(contentsOfFile: root + "/" + folder + here, encoding: .utf8) else { continue }
            var lines: [String] = []
            for line in text.split(separator: "\n") {
                guard let anchor = Anchor.on(line) else { continue }
                let indentation = String(line.prefix { $0 == " " })
                let entries = ExampleFeature.entries(at: anchor, in: text) ?? ""
                // A line at no indentation ends the list above, as the code around an anchor does.
                lines += ["//"] + entries.split(separator: "\n", omittingEmptySubsequences: false).map { indentation + $0 } + [String(line)]
            }
            files[path] = shop(lines.joined(separator: "\n") + "\n")
        }
        return files
    }
}
