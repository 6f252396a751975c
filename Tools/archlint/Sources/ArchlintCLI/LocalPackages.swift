import ArchlintCore
import Foundation

/// The packages a package depends on by path, and theirs in turn, each checked against
/// its own contract (`.archlint.yml` in its folder, if there is one). A monorepo that
/// grows by splitting layers or features into local packages stays checked in one run.
struct LocalPackages {
    let root: PackageModel
    let platform: Platform?

    /// Every violation in every local package, its file named from the root package's
    /// folder so that editors and CI find it.
    func violations() throws(ArchlintError) -> [Violation] {
        var visited: Set<String> = [Self.standardized(root.rootPath)]
        var queue = root.localPackagePaths
        var violations: [Violation] = []
        while !queue.isEmpty {
            let path = Self.standardized(queue.removeFirst())
            guard visited.insert(path).inserted else { continue }
            let package = try ManifestLoader().load(packagePath: path)
            let config = try ConfigLoader.load(path: package.rootPath + "/" + ConfigLoader.fileName, required: false)
            let prefix = relativePath(of: package.rootPath)
            violations += try Linter(package: package, config: config, platform: platform).run().map { violation in
                var violation = violation
                violation.file = prefix + "/" + violation.file
                return violation
            }
            queue += package.localPackagePaths
        }
        return violations
    }

    /// `path` from the root package's folder, or whole when it lies outside it.
    private func relativePath(of path: String) -> String {
        let rootPath = Self.standardized(root.rootPath)
        let path = Self.standardized(path)
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
