import Foundation

/// `scaffold remove-sample`: takes the catalog of products out and leaves the skeleton
/// (every layer, both apps, the stores, the API's infrastructure and the features a fork
/// added). Deletes the sample's own files and the sample's regions of shared files.
public struct SampleRemoval {
    public let root: String
    let product: ProductName

    public init(root: String) throws(ScaffoldError) {
        self.root = root
        self.product = try Rename.currentName(root: root)
    }

    /// What a removal changes, both relative to the root: files to rewrite without their
    /// regions, and files and folders to delete.
    public struct Plan: Equatable, Sendable {
        public var rewrites: [String: String] = [:]
        public var deletions: [String] = []

        public var isEmpty: Bool { rewrites.isEmpty && deletions.isEmpty }
    }

    public func plan() throws(ScaffoldError) -> Plan {
        var plan = Plan()
        let deleted = SampleFiles.paths.map { SampleFiles.resolve($0, product: product) }
        plan.deletions = deleted.filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        for path in try TemplateFiles.list(root: root) where !deleted.contains(where: { Self.path(path, isIn: $0) }) {
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            if let stripped = try SampleRegions.strip(text, path: path) { plan.rewrites[path] = stripped }
        }
        keepSharedFiles(in: &plan)
        return plan
    }

    /// Files the sample has and features share, which `scaffold feature` writes only when
    /// they are missing: one that a remaining feature needs stays, without the sample's
    /// part. The problem answer is needed wherever the document still answers with it.
    private func keepSharedFiles(in plan: inout Plan) {
        let document = "Packages/APIContract/openapi.yaml"
        let shared = FeatureTemplate.problemResponsePath
        guard plan.deletions.contains(shared),
              let text = plan.rewrites[document] ?? (try? String(contentsOfFile: root + "/" + document, encoding: .utf8)),
              text.contains("#/components/responses/Problem") else { return }
        plan.deletions.removeAll { $0 == shared }
        if (try? String(contentsOfFile: root + "/" + shared, encoding: .utf8)) != FeatureTemplate.problemResponse() {
            plan.rewrites[shared] = FeatureTemplate.problemResponse()
        }
    }

    /// Writes the plan: every rewrite, then every deletion, then any folder a deletion left empty.
    public func apply(_ plan: Plan) throws(ScaffoldError) {
        do {
            for (path, text) in plan.rewrites { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
            for path in plan.deletions { try FileManager.default.removeItem(atPath: root + "/" + path) }
            for path in plan.deletions { try removeEmptyFolders(above: path) }
        } catch {
            throw .io("cannot remove the sample: \(error.localizedDescription)")
        }
    }

    /// `path` is `entry`, or inside the folder `entry` names.
    static func path(_ path: String, isIn entry: String) -> Bool {
        entry.hasSuffix("/") ? path.hasPrefix(entry) : path == entry
    }

    /// Removes the folders above `path` that its deletion left empty, deepest first.
    private func removeEmptyFolders(above path: String) throws {
        var components = path.split(separator: "/").dropLast()
        while !components.isEmpty {
            let folder = root + "/" + components.joined(separator: "/")
            guard (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true else { return }
            try FileManager.default.removeItem(atPath: folder)
            components = components.dropLast()
        }
    }
}
