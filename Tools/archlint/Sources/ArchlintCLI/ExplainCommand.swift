import ArchlintCore
import ArgumentParser
import Foundation

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "List every import and declared dependency that makes FROM depend on TO.",
        discussion: """
            FROM and TO are each a target, a module or a layer of the contract; TO may also be any \
            module, such as a package's product. Exit status: 0 some found, 1 none, 2 usage error.
            """
    )

    @Argument(help: "The target, module or layer that depends.") var from: String
    @Argument(help: "The target, module or layer it depends on.") var to: String
    @OptionGroup var package: PackageOptions

    @Option(help: "Evaluate #if conditions for one platform instead of counting every branch.")
    var platform: Platform?

    @Flag(help: "Print JSON.") var json = false

    func execute() throws(ArchlintError) -> ArchlintCLI.Outcome {
        let prescan = SourceIndex.Prescan(root: URL(fileURLWithPath: package.packagePath).standardizedFileURL.path)
        let (model, config) = try package.load()
        let explainer = Linter(package: model, config: config, platform: platform)
        guard let sources = explainer.targets(named: from) else {
            throw .usage("\(from) is no target, module or layer of this package")
        }
        let reasons = explainer.reasons(
            from: sources, to: explainer.modules(named: to), index: try SourceIndex.build(for: model, prescanned: prescan.wait())
        )
        let output = json
            ? ExplainReport.json(reasons)
            : ExplainReport.text(reasons, from: from, to: to, packagePath: package.packagePath)
        return .init(status: reasons.isEmpty ? 1 : 0, stdout: output, stderr: "")
    }
}
