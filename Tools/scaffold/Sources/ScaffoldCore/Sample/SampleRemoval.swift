import Foundation

/// `scaffold remove-sample`: takes the catalog of products out and leaves the skeleton
/// (every layer, both apps, the stores, the API's infrastructure and the features a fork
/// added). Deletes the sample's own files and the sample's regions of shared files, and
/// moves the example feature, which scaffold copies, to `ExampleFeature.keptFolder`.
public struct SampleRemoval {
    public let root: String
    let product: ProductName

    public init(root: String) throws(ScaffoldError) {
        self.root = root
        self.product = try Rename.currentName(root: root)
    }

    /// What a removal changes, both relative to the root: files to write (without their
    /// regions, or the kept example's), and files and folders to delete.
    public struct Plan: Equatable, Sendable {
        public var rewrites: [String: String] = [:]
        public var deletions: [String] = []

        public var isEmpty: Bool { rewrites.isEmpty && deletions.isEmpty }
    }

    public func plan() throws(ScaffoldError) -> Plan {
        var plan = Plan()
        let deleted = SampleFiles.paths.map { SampleFiles.resolve($0, product: product) }
        plan.deletions = deleted.filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        let files = try TemplateFiles.list(root: root)
        for path in files where !deleted.contains(where: { Self.path(path, isIn: $0) }) {
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            var kept = try SampleRegions.sample.strip(text, path: path) ?? text
            if path.hasSuffix(".md") { kept = Self.pruneDiagrams(kept, removing: SampleFiles.targets) }
            if kept != text { plan.rewrites[path] = kept }
        }
        try keepExample(files, in: &plan)
        return plan
    }

    /// Moves the example feature to the kept folder, with a copy of each file it is
    /// registered in, which the product keeps without it. The answers it shares go there
    /// too, and stay where a remaining feature's operation still answers with them.
    private func keepExample(_ files: [String], in plan: inout Plan) throws(ScaffoldError) {
        let example = ExampleFeature.files(in: files)
        guard !example.isEmpty else { return }
        for path in example {
            plan.rewrites[ExampleFeature.keptFolder + path] = try read(path)
            plan.deletions.append(path)
        }
        let referred = ExampleFeature.files(of: ExampleFeature.referred, in: files)
        plan.deletions += referred
        for path in files where !path.hasPrefix(ExampleFeature.keptFolder) && !path.contains("/Generated/") {
            let text: String
            if let rewritten = plan.rewrites[path] { text = rewritten } else { text = try read(path) }
            guard text.split(separator: "\n").contains(where: { Anchor.on($0) != nil }) else { continue }
            let withoutReferred = ExampleFeature.removingEntries(from: text, of: [ExampleFeature.referred])
            plan.rewrites[ExampleFeature.keptFolder + path] = withoutReferred
            plan.rewrites[path] = ExampleFeature.removingEntries(from: withoutReferred)
        }
        let document = plan.rewrites["Packages/APIContract/openapi.yaml"] ?? ""
        for (path, _, response) in ExampleFeature.sharedAnswers where files.contains(path) {
            plan.rewrites[ExampleFeature.keptFolder + path] = try read(path)
            if !document.contains(response) { plan.deletions.append(path) }
        }
    }

    private func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        } catch {
            throw .io("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// Writes the plan: every rewrite, then every deletion, then any folder a deletion left empty.
    public func apply(_ plan: Plan) throws(ScaffoldError) {
        do {
            for (path, text) in plan.rewrites {
                let url = URL(fileURLWithPath: root + "/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
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
