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

    @Test("The README's diagram is the graph archlint draws today")
    func readmeDiagram() {
        let check = ArchlintCLI.run(arguments: ["graph", "--check", "README.md", "--package-path", Self.repositoryRoot])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}
