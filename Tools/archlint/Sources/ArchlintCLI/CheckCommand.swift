import ArchlintCore
import ArgumentParser
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report imports and dependencies that break the package's declarations or its layer contract."
    )

    @OptionGroup var package: PackageOptions

    @Option(help: "How to print violations.")
    var format: OutputFormat = .text

    @Option(help: "Evaluate #if conditions for one platform instead of counting every branch.")
    var platform: Platform?

    @Option(help: ArgumentHelp("Report only violations this baseline does not accept, and its stale entries.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record the current violations as the accepted baseline, and exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Flag(
        inversion: .prefixedNo,
        help: "Also check the packages this one depends on by path (.package(path:)), each against its own .archlint.yml."
    )
    var recursive = true

    func validate() throws {
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together")
        }
    }

    func execute() throws(ArchlintError) -> ArchlintCLI.Outcome {
        let prescan = SourceIndex.Prescan(root: URL(fileURLWithPath: package.packagePath).standardizedFileURL.path)
        let (model, config) = try package.load()
        var violations = try Linter(package: model, config: config, platform: platform).run(prescanned: prescan.wait())
        if recursive {
            violations += try LocalPackages(root: model, platform: platform).violations()
        }
        if let writeBaseline {
            try Baseline.write(violations, to: writeBaseline)
            return .init(status: 0, stdout: "archlint: wrote \(violations.count) entries to \(writeBaseline)\n", stderr: "")
        }
        if let baseline {
            violations = Baseline.filter(violations, by: try Baseline.read(baseline), baselinePath: baseline)
        }
        let output = format.render(violations, packagePath: package.packagePath)
        // Warnings are reported and do not fail the run.
        return .init(status: violations.contains(where: \.isError) ? 1 : 0, stdout: output, stderr: "")
    }
}

struct GraphCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot
    }

    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the target graph by layer, with the edges the contract forbids highlighted."
    )

    @OptionGroup var package: PackageOptions

    @Option(help: "Mermaid (for Markdown) or Graphviz dot.")
    var format: Format = .mermaid

    @Flag(help: "Include test targets.")
    var includeTests = false

    @Option(help: ArgumentHelp(
        "Check that the Mermaid diagram this Markdown file holds is the graph drawn now; exit 1 if not. Repeatable.",
        valueName: "file"
    ))
    var check: [String] = []

    @Option(help: ArgumentHelp("Replace the Mermaid diagram this Markdown file holds with the graph drawn now. Repeatable.", valueName: "file"))
    var update: [String] = []

    func validate() throws {
        if !(check.isEmpty && update.isEmpty) && format != .mermaid {
            throw ValidationError("--check and --update compare Mermaid diagrams; leave out --format dot")
        }
    }

    func execute() throws(ArchlintError) -> ArchlintCLI.Outcome {
        let (model, config) = try package.load()
        let graph = TargetGraph(package: model, config: config, includeTests: includeTests)
        guard check.isEmpty && update.isEmpty else { return try compare(drawing: graph.mermaid()) }
        return .init(status: 0, stdout: format == .mermaid ? graph.mermaid() : graph.dot(), stderr: "")
    }

    /// Checks or updates each named document's diagram against `drawing`.
    private func compare(drawing: String) throws(ArchlintError) -> ArchlintCLI.Outcome {
        var stale: [String] = []
        var updated: [String] = []
        for (file, updating) in check.map({ ($0, false) }) + update.map({ ($0, true) }) {
            let path = file.hasPrefix("/") ? file : package.packagePath + "/" + file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw .usage("cannot read \(file)") }
            let document = DiagramDocument(text: text)
            guard !document.diagrams.isEmpty else {
                throw .usage("\(file) holds no diagram that archlint graph drew (a ```mermaid block with layer subgraphs)")
            }
            for diagram in document.diagrams where !DiagramDocument.isSameGraph(drawn: diagram.body, now: drawing) {
                if updating { continue }
                let (missing, extra) = DiagramDocument.difference(drawn: diagram.body, now: drawing)
                stale.append(
                    "\(file):\(diagram.line): error: this diagram is not the target graph drawn now; run `swift run archlint graph --update \(file)`\n"
                        + missing.map { "  missing: \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
                        + extra.map { "  no longer: \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
                )
            }
            if updating, document.diagrams.contains(where: { !DiagramDocument.isSameGraph(drawn: $0.body, now: drawing) }) {
                do {
                    try document.updated(to: drawing).write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    throw .usage("cannot write \(file): \(error.localizedDescription)")
                }
                updated.append("archlint: updated the diagram in \(file)\n")
            }
        }
        return .init(status: stale.isEmpty ? 0 : 1, stdout: stale.joined() + updated.joined(), stderr: "")
    }
}
