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
    func readmeDiagram() throws {
        let graph = ArchlintCLI.run(arguments: ["graph", "--package-path", Self.repositoryRoot])
        #expect(graph.status == 0)
        let readme = try String(contentsOfFile: Self.repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```mermaid\n" + graph.stdout + "```"), "update README.md with: swift run archlint graph")
    }
}
