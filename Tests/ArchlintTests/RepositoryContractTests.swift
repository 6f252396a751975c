import ArchlintCLI
import Foundation
import Testing

@Suite("This repository's layer contract")
struct RepositoryContractTests {
    /// The folder holding this repository's Package.swift.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("archlint finds no violation in this repository")
    func clean() {
        let outcome = ArchlintCLI.run(arguments: ["--package-path", Self.repositoryRoot])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }
}
