import ArchlintCore
import ArgumentParser
import Foundation

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Declare the dependencies the imports need and the contract allows, and remove the ones no import uses.",
        discussion: """
            Edits the package's own Package.swift, keeping its formatting, then reads it back as \
            SwiftPM evaluates it and restores it if the dependencies are not what was meant. An \
            import the contract forbids is left, with why. Exit status: 0 nothing left to fix, \
            1 violations left that fix does not make, 2 usage error, 3 the edit did not hold.
            """
    )

    @OptionGroup var package: PackageOptions

    @Option(help: "Evaluate #if conditions for one platform instead of counting every branch.")
    var platform: Platform?

    @Flag(help: "Print the change to Package.swift as a diff, and change nothing.")
    var dryRun = false

    func execute() throws(ArchlintError) -> ArchlintCLI.Outcome {
        let (model, config) = try package.load()
        let violations = try Linter(package: model, config: config, platform: platform).run()
        let plan = FixPlan(violations: violations, package: model, config: config, platform: platform)
        let manifestPath = model.rootPath + "/Package.swift"
        guard let original = try? String(contentsOfFile: manifestPath, encoding: .utf8) else {
            throw .usage("cannot read \(manifestPath)")
        }
        var editor = ManifestEditor(text: original)
        var output = ""
        var refusals = plan.refusals.map { "\(displayPath($0.violation.file)):\($0.violation.line): left: \($0.reason)\n" }
        let edits = plan.additions.map { addition in
            Edit(made: "added \(addition.element) to \(addition.target): \(displayPath(addition.file)):\(addition.line) imports \(addition.module)",
                 left: "\(addition.element) for \(addition.target)") { (editor) throws(ManifestEditor.Failure) in
                try editor.add(addition.element, to: addition.target)
            }
        } + plan.removals.map { removal in
            Edit(made: "removed \(removal.dependency) from \(removal.target): no file of it imports what it provides",
                 left: "\(removal.dependency) of \(removal.target)") { (editor) throws(ManifestEditor.Failure) in
                try editor.remove(removal.dependency, from: removal.target)
            }
        }
        for edit in edits {
            do {
                try edit.apply(&editor)
                output += edit.made + "\n"
            } catch {
                refusals.append("Package.swift: left: \(edit.left), since archlint \(error)\n")
            }
        }
        if dryRun {
            output = UnifiedDiff.make(old: original, new: editor.text, path: "Package.swift") + output
        } else if editor.text != original {
            try write(editor.text, to: manifestPath)
            do {
                try check(plan, against: model)
            } catch {
                try write(original, to: manifestPath)
                throw error
            }
        }
        let summary = plan.isEmpty ? "archlint: nothing to fix\n" : dryRun ? "archlint: --dry-run: Package.swift is unchanged\n" : "archlint: Package.swift updated\n"
        return .init(status: refusals.isEmpty ? 0 : 1, stdout: output + refusals.joined() + summary, stderr: "")
    }

    /// The package's dependencies as SwiftPM now reads them are the old ones with the plan's
    /// changes, and nothing else.
    private func check(_ plan: FixPlan, against before: PackageModel) throws(ArchlintError) {
        let after = try ManifestLoader().load(packagePath: package.packagePath)
        for target in before.targets {
            var expected = Set(target.dependencies.map(\.name))
            expected.subtract(plan.removals.filter { $0.target == target.name }.map(\.dependency))
            let now = Set(after.target(named: target.name)?.dependencies.map(\.name) ?? [])
            let added = plan.additions.filter { $0.target == target.name }
            guard now.subtracting(expected).count == added.count, expected.isSubset(of: now) else {
                throw .internalFailure("the edited Package.swift did not declare what was meant for \(target.name); it is restored as it was")
            }
        }
    }

    /// One change to the manifest: what it says when made, and what it names when the text defeats it.
    private struct Edit {
        let made: String
        let left: String
        let apply: (inout ManifestEditor) throws(ManifestEditor.Failure) -> Void
    }

    private func write(_ text: String, to path: String) throws(ArchlintError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .usage("cannot write \(path): \(error.localizedDescription)")
        }
    }

    private func displayPath(_ file: String) -> String {
        package.packagePath == "." ? file : package.packagePath + "/" + file
    }
}
