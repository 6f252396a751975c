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
        return .init(status: violations.isEmpty ? 0 : 1, stdout: output, stderr: "")
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

    func execute() throws(ArchlintError) -> ArchlintCLI.Outcome {
        let (model, config) = try package.load()
        let graph = TargetGraph(package: model, config: config, includeTests: includeTests)
        return .init(status: 0, stdout: format == .mermaid ? graph.mermaid() : graph.dot(), stderr: "")
    }
}
