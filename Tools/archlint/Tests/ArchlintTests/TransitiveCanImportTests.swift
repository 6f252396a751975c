import ArchlintCLI
import Foundation
import Testing

@Suite("canImport of a module only a dependency's dependency provides")
struct TransitiveCanImportTests {
    /// App uses Outer, whose target depends on Low's C module CLow; Tool uses CLow itself,
    /// so CLow is one of the build's modules. SwiftPM builds CLow for App and puts it on
    /// App's search path: `canImport(CLow)` holds there, and the import under it compiles
    /// without App declaring CLow.
    static let packages: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Root",
                dependencies: [.package(path: "Outer"), .package(path: "Low")],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "Outer", package: "Outer")]),
                    .target(name: "Tool", dependencies: [.product(name: "CLow", package: "Low")]),
                ]
            )
            """,
        "Sources/App/App.swift": "import Outer\n#if canImport(CLow)\nimport CLow\n#endif\n",
        "Sources/Tool/Tool.swift": "import CLow\n",
        "Outer/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Outer",
                products: [.library(name: "Outer", targets: ["Outer"])],
                dependencies: [.package(path: "../Low")],
                targets: [.target(name: "Outer", dependencies: [.product(name: "CLow", package: "Low")])]
            )
            """,
        "Outer/Sources/Outer/Outer.swift": "import CLow\n",
        "Low/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Low",
                products: [.library(name: "CLow", targets: ["CLow"])],
                targets: [.target(name: "CLow")]
            )
            """,
        "Low/Sources/CLow/low.c": "int low(void) { return 1; }\n",
        "Low/Sources/CLow/include/low.h": "int low(void);\n",
    ]

    @Test("The import under it is one the compiler sees, and so undeclared")
    func holdsThroughTheClosure() throws {
        let package = try FixturePackage(Self.packages)
        let outcome = package.archlint("--format", "json", "--no-recursive")
        #expect(try Report(outcome.stdout).summary == ["undeclared-import Sources/App/App.swift:3"], "\(outcome.stdout)\(outcome.stderr)")
    }
}
