/// Why archlint could not check a package. Each case has its own exit status.
public enum ArchlintError: Error, Equatable, Sendable {
    /// The command line was wrong (exit 2).
    case usage(String)
    /// The configuration file is wrong; `line` points into it (exit 2).
    case configuration(file: String, line: Int?, message: String)
    /// SwiftPM could not evaluate the manifest (exit 2).
    case manifest(String)
    /// Something that should not happen did (exit 3).
    case internalFailure(String)

    public var message: String {
        switch self {
        case .usage(let message): message
        case .configuration(let file, let line, let message): "\(file):\(line.map(String.init) ?? "1"): error: \(message)"
        case .manifest(let message): message
        case .internalFailure(let message): "internal error: \(message)"
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .usage, .configuration, .manifest: 2
        case .internalFailure: 3
        }
    }
}
