import ArgumentParser

/// The `catalog` command-line app, callable in process: parses the arguments, runs the
/// command against `context`, and says how it ended.
public enum CommandLineApp {
    public static func run(arguments: [String], context: CLIContext) async -> CLIExitStatus {
        // Text from a database or a server reaches the terminal with its control characters made visible.
        var context = context
        context.stdout = TerminalSafeStream(base: context.stdout, keepsStyles: context.usesColor)
        context.stderr = TerminalSafeStream(base: context.stderr, keepsStyles: false)
        // A question names what it asks about (a product's name, say): the terminal shows it too.
        if let ask = context.ask {
            context.ask = { @Sendable question in ask(TerminalSafeStream.clean(question, keepingStyles: false)) }
        }
        return await CLIContext.$current.withValue(context) {
            let command: any ParsableCommand
            do {
                command = try CatalogCommand.parseAsRoot(arguments)
            } catch {
                return report(parseError: error, context: context)
            }
            do {
                if var command = command as? any AsyncParsableCommand {
                    try await command.run()
                } else {
                    var command = command
                    try command.run()
                }
                return .success
            } catch {
                return report(error, context: context)
            }
        }
    }

    /// What a command that threw says on stderr, and the status it ends with.
    static func report(_ error: any Error, context: CLIContext) -> CLIExitStatus {
        if let failure = error as? CLIFailure {
            // Every line says whose it is, as a message from a command-line tool does.
            context.stderr.write(failure.message.split(separator: "\n").map { "catalog: \($0)\n" }.joined())
            return failure.status
        }
        if CatalogCommand.exitCode(for: error) != .failure {
            // ArgumentParser's own: help asked for, a validation that failed.
            return report(parseError: error, context: context)
        }
        // Nothing a person typed explains it: an internal error, not a usage one.
        context.stderr.write("catalog: an unexpected error stopped the command: \(error)\n")
        return .internalError
    }

    /// Help and version go to stdout with status 0; a usage error is one line on stderr.
    private static func report(parseError error: any Error, context: CLIContext) -> CLIExitStatus {
        let code = CatalogCommand.exitCode(for: error)
        if code == .success {
            context.stdout.write(CatalogCommand.fullMessage(for: error) + "\n")
            return .success
        }
        let message = CatalogCommand.message(for: error)
            .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        context.stderr.write("catalog: \(message.replacingErrorPrefix) (see 'catalog --help')\n")
        return .usage
    }
}

private extension String {
    /// ArgumentParser starts its messages with "Error: "; one prefix is enough.
    var replacingErrorPrefix: String {
        hasPrefix("Error: ") ? String(dropFirst("Error: ".count)) : self
    }
}
