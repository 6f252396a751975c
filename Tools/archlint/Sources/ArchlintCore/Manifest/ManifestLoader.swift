import Dispatch
import Foundation
import Synchronization

/// Reads a package the way SwiftPM evaluates it: `swift package describe --type json`
/// for each target's module name, kind and source files, `dump-package` for the
/// dependencies as written (conditions and module aliases included), and the
/// manifests of resolved dependencies for the modules their products provide.
public struct ManifestLoader: Sendable {
    public var swift: String

    public init(swift: String = "swift") {
        self.swift = swift
    }

    /// - Parameter resolvedAt: the package whose resolved dependencies (its `.build`) to
    ///   read the products' modules from; the package itself by default. A copy of the
    ///   package at another commit, which has no build folder, reads the work tree's.
    public func load(packagePath: String, resolvedAt: String? = nil) throws(ArchlintError) -> PackageModel {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw .usage("no Package.swift in \(root)")
        }
        let outputs = runConcurrently([
            ["package", "--package-path", root] + Self.lockFree + ["describe", "--type", "json"],
            ["package", "--package-path", root] + Self.lockFree + ["dump-package"],
        ])
        let described = try decode(outputs[0], what: "swift package describe")
        let dumped = try decode(outputs[1], what: "swift package dump-package")
        let targets = ManifestJSON.targets(described: described, dumped: dumped)
        let referenced = Set(targets.flatMap(\.dependencies).compactMap { dependency -> String? in
            if case .product(_, let package) = dependency.reference { return package.lowercased() }
            return nil
        })
        let localPackages = ManifestJSON.localPackages(dumped: dumped)
        let resolutionRoot = resolvedAt.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root
        let external = externalProductModules(root: resolutionRoot, identities: referenced, localPackages: localPackages)
        var model = PackageModel(
            name: described["name"] as? String ?? "",
            rootPath: root,
            targets: targets,
            productModules: external.modules,
            localPackagePaths: localPackages.map(\.path),
            traits: ManifestJSON.traits(dumped: dumped)
        )
        model.productFolders = external.folders
        model.productReach = external.reach
        return model
    }

    /// The modules each product of each resolved dependency provides, read from the
    /// dependency checkouts. A dependency that is not resolved is left out; its
    /// products are then taken to provide a module of their own name.
    private func externalProductModules(
        root: String, identities: Set<String>, localPackages: [ResolvedPackages.Package]
    ) -> (modules: [String: [String: [String]]], folders: [String: [String: [String]]], reach: [String: [String: ProductReach]]) {
        let packages = (localPackages + ResolvedPackages.read(root: root))
            .filter { identities.contains($0.identity) || identities.contains("") }
        let outputs = runConcurrently(packages.map { ["package", "--package-path", $0.path] + Self.lockFree + ["dump-package"] })
        var modules: [String: [String: [String]]] = [:]
        var folders: [String: [String: [String]]] = [:]
        var reach: [String: [String: ProductReach]] = [:]
        for (package, output) in zip(packages, outputs) {
            guard let manifest = try? decode(output, what: "dump-package") else { continue }
            modules[package.identity] = ManifestJSON.productModules(dumped: manifest)
            folders[package.identity] = ManifestJSON.productFolders(dumped: manifest, packagePath: package.path)
            reach[package.identity] = ManifestJSON.productReach(dumped: manifest)
        }
        return (modules, folders, reach)
    }

    /// archlint only reads the manifest, so it need not wait for the build folder's lock:
    /// it can run while `swift build` or `swift test` holds it (as its own test does).
    private static let lockFree = ["--ignore-lock"]

    private func runConcurrently(_ commands: [[String]]) -> [Result<ProcessRunner.Output, any Error>] {
        let results = ResultBox(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            results.set(index, Result { try ProcessRunner.run(swift, commands[index]) })
        }
        return results.values
    }

    private func decode(_ result: Result<ProcessRunner.Output, any Error>, what: String) throws(ArchlintError) -> [String: Any] {
        let output: ProcessRunner.Output
        do {
            output = try result.get()
        } catch {
            throw .internalFailure("cannot run \(swift): \(error)")
        }
        guard output.status == 0 else {
            let message = output.stderr.split(separator: "\n").first(where: { $0.contains("error") }) ?? Substring(output.stderr)
            throw .manifest("\(what) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        // SwiftPM may print warnings before the JSON; the JSON starts at the first brace.
        let data = output.stdout.drop { $0 != UInt8(ascii: "{") }
        guard let object = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any] else {
            throw .internalFailure("\(what) printed something that is not JSON")
        }
        return object
    }
}

/// Collects results written from several threads.
private final class ResultBox: Sendable {
    private let storage: Mutex<[Result<ProcessRunner.Output, any Error>?]>

    init(count: Int) {
        storage = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ value: Result<ProcessRunner.Output, any Error>) {
        storage.withLock { $0[index] = value }
    }

    var values: [Result<ProcessRunner.Output, any Error>] {
        storage.withLock { $0.map { $0 ?? .failure(ArchlintError.internalFailure("command did not run")) } }
    }
}
