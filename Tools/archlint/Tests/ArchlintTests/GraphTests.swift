import ArchlintCLI
import Foundation
import Testing

@Suite("archlint graph")
struct GraphTests {
    @Test("Mermaid groups targets by layer and highlights the edges the contract forbids")
    func mermaid() throws {
        let package = try FixturePackage(Fixtures.layered)
        let outcome = package.archlint("graph")
        #expect(outcome.status == 0)
        let text = outcome.stdout
        #expect(text.hasPrefix("graph TD\n"))
        #expect(text.contains("subgraph layer_n_ui[\"ui\"]\n    n_UI[\"UI\"]\n  end"))
        #expect(text.contains("n_UI -. violates .-> n_Store"))
        #expect(text.contains("n_UI --> n_Core"))
        #expect(text.contains("linkStyle"))
        #expect(!text.contains("CoreTests"))
        #expect(package.archlint("graph", "--include-tests").stdout.contains("n_CoreTests"))
    }

    @Test("Libraries only tests depend on are test support, drawn only with the tests")
    func testSupport() throws {
        var files = Fixtures.layered
        files["Package.swift"] = files["Package.swift"]?.replacingOccurrences(
            of: ".testTarget(name: \"CoreTests\", dependencies: [\"Core\", \"Store\"]),",
            with: ".target(name: \"Helpers\"), .testTarget(name: \"CoreTests\", dependencies: [\"Core\", \"Store\", \"Helpers\"]),"
        )
        files["Sources/Helpers/Helpers.swift"] = "public let helper = 1\n"
        let package = try FixturePackage(files)
        #expect(!package.archlint("graph").stdout.contains("Helpers"))
        #expect(package.archlint("graph", "--include-tests").stdout.contains("n_Helpers"))
    }

    @Test("dot marks forbidden edges red")
    func dot() throws {
        let package = try FixturePackage(Fixtures.layered)
        let text = package.archlint("graph", "--format", "dot").stdout
        #expect(text.hasPrefix("digraph targets {"))
        #expect(text.contains("\"UI\" -> \"Store\" [color=red"))
        #expect(text.contains("subgraph \"cluster_core\""))
    }

    @Test("--check passes while the README's diagram is the graph, fails once a dependency is added, and --update mends it")
    func diagramCheck() throws {
        let package = try FixturePackage(Fixtures.layered)
        let drawing = package.archlint("graph").stdout
        let readme = "# Layered\n\nThe targets:\n\n```mermaid\n\(drawing)```\n\nThe end.\n"
        try package.write("README.md", readme)
        #expect(package.archlint("graph", "--check", "README.md").status == 0)

        try package.write("Package.swift", Fixtures.layered["Package.swift"]!.replacingOccurrences(
            of: #".executableTarget(name: "App", dependencies: ["UI"]),"#,
            with: #".executableTarget(name: "App", dependencies: ["UI", "Core"]),"#
        ))
        let stale = package.archlint("graph", "--check", "README.md")
        #expect(stale.status == 1)
        #expect(stale.stdout.hasPrefix("README.md:5: error: this diagram is not the target graph drawn now; run `swift run archlint graph --update README.md`"))
        #expect(stale.stdout.contains("  missing: n_App -. violates .-> n_Core"))

        #expect(package.archlint("graph", "--update", "README.md").status == 0)
        #expect(package.archlint("graph", "--check", "README.md").status == 0)
        let mended = try String(contentsOfFile: package.path("README.md"), encoding: .utf8)
        #expect(mended.hasPrefix("# Layered\n\nThe targets:\n\n```mermaid\ngraph TD\n") && mended.hasSuffix("```\n\nThe end.\n"))
    }

    @Test("--check on a file without a drawn diagram is a usage error, not a pass")
    func diagramMissing() throws {
        let package = try FixturePackage(Fixtures.layered)
        try package.write("README.md", "# Layered\n\n```mermaid\nflowchart LR\n  a --> b\n```\n")
        let outcome = package.archlint("graph", "--check", "README.md")
        #expect(outcome.status == 2 && outcome.stderr.contains("README.md holds no diagram that archlint graph drew"))
    }
}
