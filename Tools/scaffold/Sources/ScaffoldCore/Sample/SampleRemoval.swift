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
            var kept = try SampleRegions.sample.strip(text, path: path) ?? text
            if path.hasSuffix(".md") { kept = Self.pruneDiagrams(kept, removing: SampleFiles.targets) }
            if kept != text { plan.rewrites[path] = kept }
        }
        keepSharedFiles(in: &plan)
        return plan
    }

    /// Files the sample has and features share, which `scaffold feature` writes only when
    /// they are missing: one that a remaining feature needs stays, without the sample's
    /// part. Each is needed wherever the document still answers with the response it extends.
    private func keepSharedFiles(in plan: inout Plan) {
        let document = "Packages/APIContract/openapi.yaml"
        guard let text = plan.rewrites[document] ?? (try? String(contentsOfFile: root + "/" + document, encoding: .utf8)) else { return }
        for (path, template, response) in SampleFiles.sharedAnswers where plan.deletions.contains(path) && text.contains(response) {
            plan.deletions.removeAll { $0 == path }
            if (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) != template {
                plan.rewrites[path] = template
            }
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

    /// `text` with the lines of its Mermaid diagrams that name a node of `targets` (as
    /// `archlint graph` names them: `flat-server` is `n_flat_server`) left out, and any
    /// layer's subgraph that this leaves empty, so the diagram is the graph without them.
    static func pruneDiagrams(_ text: String, removing targets: [String]) -> String {
        let nodes = targets.map { "n_" + String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
        func names(_ line: Substring) -> Bool {
            nodes.contains { node in line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == node } }
        }
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !names(line) {
            if line.trimmingCharacters(in: .whitespaces) == "end",
               lines.last?.trimmingCharacters(in: .whitespaces).hasPrefix("subgraph ") == true {
                lines.removeLast()
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
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
