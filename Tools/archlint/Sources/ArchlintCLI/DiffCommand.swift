import ArchlintCore
import ArgumentParser
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print, as Markdown, what the work tree changes in the architecture since a commit.",
        discussion: """
            The layer and target edges added and removed, the contract's changes and the new \
            violations: what a reviewer of a pull request wants to see (the workflow writes it to \
            the job summary). Exit status: 0 no new violation, 1 new violations, 2 usage error.
            """
    )

    @Option(help: ArgumentHelp("The commit to compare with, such as origin/main.", valueName: "revision"))
    var base: String

    @OptionGroup var package: PackageOptions

    @Option(help: "Evaluate #if conditions for one platform instead of counting every branch.")
    var platform: Platform?

    func execute() throws(ArchlintError) -> ArchlintCLI.Outcome {
        let (headModel, headConfig) = try package.load()
        let head = try Linter(package: headModel, config: headConfig, platform: platform).analyze()
        let copy = try RevisionCopy(revision: base, of: headModel.rootPath)
        // The copy has no build folder: its dependencies' products are read from the work tree's.
        let baseModel = try ManifestLoader().load(packagePath: copy.packagePath, resolvedAt: headModel.rootPath)
        var baseConfig = try ConfigLoader.load(path: copy.packagePath + "/" + headConfig.file, required: false)
        baseConfig.file = headConfig.file
        let before = try Linter(package: baseModel, config: baseConfig, platform: platform).analyze()
        let diff = ArchitectureDiff(base: before, baseConfig: baseConfig, head: head, headConfig: headConfig)
        return .init(status: diff.newViolations.isEmpty ? 0 : 1, stdout: diff.markdown(base: base), stderr: "")
    }
}
