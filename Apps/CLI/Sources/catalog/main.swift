import CatalogCLI
import Foundation

let status = await CommandLineApp.run(arguments: Array(CommandLine.arguments.dropFirst()), context: .standard())
exit(status.rawValue)
