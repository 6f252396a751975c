import ArchlintCLI
import Foundation

/// A package written to a temporary folder for one test, removed with the value.
final class FixturePackage: Sendable {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-\(UUID().uuidString)").path
        for (path, contents) in files {
            try write(path, contents)
        }
    }

    func write(_ path: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + path)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Runs archlint on the package with `arguments` after `--package-path`.
    func archlint(_ arguments: String...) -> ArchlintCLI.Outcome {
        archlint(arguments: arguments)
    }

    func archlint(arguments: [String]) -> ArchlintCLI.Outcome {
        ArchlintCLI.run(arguments: arguments + ["--package-path", root])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// The JSON report, decoded.
struct Report: Decodable {
    struct Entry: Decodable, Equatable {
        let rule: String
        let file: String
        let line: Int
        let column: Int
        let target: String
        let module: String
        let message: String
        let fix: String
        let condition: String?
        let otherRules: [String]
    }

    let version: Int
    let count: Int
    let violations: [Entry]

    init(_ json: String) throws {
        self = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    /// `rule file:line` for each violation, for compact assertions.
    var summary: [String] { violations.map { "\($0.rule) \($0.file):\($0.line)" } }
}
