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
}
