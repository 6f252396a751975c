import ArchlintCore
import ArgumentParser

/// `archlint` in process: parses the arguments, runs, and returns the exit status with
/// what it printed. Exit status: 0 clean, 1 violations, 2 usage or configuration error,
/// 3 internal failure.
public enum ArchlintCLI {
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public static func run(arguments: [String]) -> Outcome {
        let parsed: any ParsableCommand
        do {
            parsed = try ArchlintCommand.parseAsRoot(arguments)
        } catch {
            return report(parseError: error)
        }
        do {
            switch parsed {
            case let check as CheckCommand:
                return try check.execute()
            case let graph as GraphCommand:
                return try graph.execute()
            case let explain as ExplainCommand:
                return try explain.execute()
            case let fix as FixCommand:
                return try fix.execute()
            case let diff as DiffCommand:
                return try diff.execute()
            default:
                var command = parsed
                try command.run()
                return Outcome(status: 0, stdout: "", stderr: "")
            }
        } catch let error as ArchlintError {
            return Outcome(status: error.exitCode, stdout: "", stderr: "archlint: \(error.message)\n")
        } catch {
            // ArgumentParser's built-in commands (help, version) end by throwing.
            return report(parseError: error)
        }
    }

    /// Help goes to stdout with status 0; anything else the parser says is a usage error.
    private static func report(parseError error: any Error) -> Outcome {
        if ArchlintCommand.exitCode(for: error) == .success {
            return Outcome(status: 0, stdout: ArchlintCommand.fullMessage(for: error) + "\n", stderr: "")
        }
        return Outcome(status: 2, stdout: "", stderr: "archlint: \(ArchlintCommand.message(for: error))\n")
    }
}

struct ArchlintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archlint",
        abstract: "Check every import of a SwiftPM package against its declared dependencies and its layer contract.",
        discussion: "Exit status: 0 no violations (warnings may be printed), 1 violations, 2 usage or configuration error, 3 internal failure.",
        subcommands: [CheckCommand.self, GraphCommand.self, ExplainCommand.self, FixCommand.self, DiffCommand.self],
        defaultSubcommand: CheckCommand.self
    )
}

/// Options every subcommand shares.
struct PackageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The package to check.", valueName: "path"))
    var packagePath = "."

    @Option(help: ArgumentHelp("The layer contract; default: .archlint.yml in the package, if there is one.", valueName: "file"))
    var config: String?

    func load() throws(ArchlintError) -> (PackageModel, ArchlintConfig) {
        let package = try ManifestLoader().load(packagePath: packagePath)
        let configPath = config ?? package.rootPath + "/" + ConfigLoader.fileName
        var loaded = try ConfigLoader.load(path: configPath, required: config != nil)
        loaded.file = config ?? ConfigLoader.fileName
        return (package, loaded)
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}
