import ArgumentParser
import Foundation
import ScaffoldCore

/// `scaffold remove-sample`.
struct RemoveSampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove-sample",
        abstract: "Remove the sample feature (the catalog of products) and keep the skeleton: every layer, both apps, the stores, the API and your own features.",
        discussion: """
            Deletes the sample's own files and, in files it shares with the skeleton, the lines \
            between `sample:begin` and `sample:end` (see ARCHITECTURE.md), then generates the \
            API's code anew. The example feature (purchase orders), which `scaffold feature` \
            copies, moves to Tools/scaffold/Example with a copy of the files it is registered \
            in. Running it again changes nothing.
            """
    )

    @Option(help: "The template's root folder.") var packagePath = "."
    @Flag(help: "Change a work tree that has uncommitted changes.") var allowDirty = false
    @Flag(help: "List what would change and change nothing.") var dryRun = false
    @Flag(help: "Do not regenerate the API's code afterwards.") var skipGenerate = false

    func run() throws {
        do throws(ScaffoldError) {
            let removal = try SampleRemoval(root: packagePath)
            let plan = try removal.plan()
            guard !plan.isEmpty else {
                print("scaffold: the sample is removed already; nothing to change")
                return
            }
            if !dryRun && !allowDirty { try WorkTree.requireClean(root: packagePath) }
            for path in plan.rewrites.keys.sorted() { print("rewrite \(path)") }
            for path in plan.deletions { print("delete  \(path)") }
            guard !dryRun else { return }
            try removal.apply(plan)
            if !skipGenerate { try APIGenerator.run(packagePath: packagePath, after: "the sample is removed") }
            print("scaffold: removed the sample; now `swift build && swift test`, and `swift run scaffold feature` for your first feature")
        } catch {
            FileHandle.standardError.write(Data("scaffold: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
