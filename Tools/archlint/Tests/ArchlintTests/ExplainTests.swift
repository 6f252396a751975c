import ArchlintCLI
import Foundation
import Testing

@Suite("archlint explain: the imports and declarations behind one edge")
struct ExplainTests {
    static var files: [String: String] {
        var files = ContractTests.shop
        files["Sources/App/Linux.swift"] = "#if os(Linux)\nimport Billing\n#endif\n"
        return files
    }

    @Test("Every import with its file, line and condition, and the declaration, then a count")
    func edge() throws {
        let package = try FixturePackage(Self.files)
        let outcome = package.archlint(arguments: ["explain", "App", "Billing"])
        #expect(outcome.status == 0)
        let root = package.root
        #expect(outcome.stdout == """
            \(root)/Package.swift:11:55: App declares the dependency that provides Billing
            \(root)/Sources/App/App.swift:2:8: App imports Billing
            \(root)/Sources/App/Linux.swift:2:8: App imports Billing under #if os(Linux)
            archlint: App depends on Billing through 2 imports and 1 declared dependency

            """)
        let macOS = package.archlint(arguments: ["explain", "App", "Billing", "--platform", "macos"])
        #expect(!macOS.stdout.contains("Linux.swift"), "a branch the platform does not build is left out")
    }

    @Test("Layers stand for their targets; an edge nothing makes is exit 1, a name nothing has exit 2")
    func layersAndAbsence() throws {
        let package = try FixturePackage(Self.files)
        let layers = package.archlint(arguments: ["explain", "apps", "features"])
        #expect(layers.status == 0 && layers.stdout.hasSuffix("archlint: apps depends on features through 3 imports and 2 declared dependencies\n"))
        let indirect = package.archlint(arguments: ["explain", "Orders", "Billing"])
        #expect(indirect.status == 1 && indirect.stdout == "archlint: nothing in Orders imports or declares Billing\n")
        let unknown = package.archlint(arguments: ["explain", "Nowhere", "Billing"])
        #expect(unknown.status == 2 && unknown.stderr.contains("Nowhere is no target, module or layer of this package"))
    }

    @Test("--json lists the same reasons")
    func json() throws {
        let package = try FixturePackage(Self.files)
        let outcome = package.archlint(arguments: ["explain", "App", "Billing", "--json"])
        let reasons = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
        #expect(reasons.map { $0["kind"] as? String } == ["declaration", "import", "import"])
        #expect(reasons.last?["condition"] as? String == "os(Linux)")
    }
}
