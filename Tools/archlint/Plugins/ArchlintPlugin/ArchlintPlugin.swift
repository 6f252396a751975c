import Foundation
import PackagePlugin

/// `swift package archlint [options]`: runs archlint on the package the command is
/// invoked in, passing every option through.
@main
struct ArchlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "archlint")
        let process = Process()
        process.executableURL = tool.url
        let subcommands: Set<String> = ["check", "graph"]
        let (subcommand, options) = arguments.first.map { subcommands.contains($0) } == true
            ? ([arguments[0]], Array(arguments.dropFirst()))
            : ([], arguments)
        let hasPackagePath = options.contains("--package-path")
        process.arguments = subcommand + options
            + (hasPackagePath ? [] : ["--package-path", context.package.directoryURL.path])
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("archlint exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}
