import ArchlintCLI
import Foundation
import Testing

@Suite("archlint rules on fixture packages")
struct RuleTests {
    @Test("Every import and manifest rule is reported once, in a fixed order, with exit 1")
    func everyRule() throws {
        let package = try FixturePackage(Fixtures.layered)
        let outcome = package.archlint("--format", "json")
        #expect(outcome.status == 1)
        let report = try Report(outcome.stdout)
        #expect(report.summary == [
            "layer-dependency Package.swift:11",
            "redundant-dependency Package.swift:14",
            "layer-import Sources/App/main.swift:2",
            "forbidden-import Sources/Core/Clock.swift:1",
            "testable-import Sources/Store/Store.swift:1",
            "exported-import Sources/UI/Exports.swift:1",
            "public-import Sources/UI/Exports.swift:2",
            "layer-import Sources/UI/Screen.swift:2",
            "forbidden-import Sources/UI/Screen.swift:5",
        ])
        let transitive = try #require(report.violations.first { $0.file == "Sources/App/main.swift" })
        #expect(transitive.otherRules == ["undeclared-import"], "one line for the import, naming both rules")
        #expect(transitive.column == 8 && transitive.target == "App" && transitive.module == "Core")
        let appKit = try #require(report.violations.last)
        #expect(appKit.condition == "os(macOS)")
        #expect(report.violations.allSatisfy { !$0.fix.isEmpty })
    }

    @Test("--platform linux leaves out what only macOS compiles")
    func platform() throws {
        let package = try FixturePackage(Fixtures.layered)
        let linux = try Report(package.archlint("--format", "json", "--platform", "linux").stdout)
        let macOS = try Report(package.archlint("--format", "json", "--platform", "macos").stdout)
        #expect(!linux.summary.contains("forbidden-import Sources/UI/Screen.swift:5"))
        #expect(macOS.summary.contains("forbidden-import Sources/UI/Screen.swift:5"))
        #expect(linux.count == macOS.count - 1)
    }

    @Test("An import under a flag nothing defines is never compiled; one the target defines, or a fork passes by hand, is")
    func compilationFlags() throws {
        var files = Fixtures.layered
        files["Package.swift"] = files["Package.swift"]!.replacingOccurrences(
            of: #".executableTarget(name: "App", dependencies: ["UI"]),"#,
            with: #".executableTarget(name: "App", dependencies: ["UI"], swiftSettings: [.define("USE_CORE", .when(platforms: [.linux]))]),"#
        )
        files["Sources/App/main.swift"] = """
            import UI
            #if NEVER_DEFINED
            import Store
            #endif
            #if USE_CORE && SWIFT_PACKAGE
            import Core
            #endif

            print("app")
            """
        let package = try FixturePackage(files)
        let undeclared = { (arguments: [String]) throws -> [String] in
            try Report(package.archlint(arguments: ["--format", "json"] + arguments).stdout).summary.filter { $0.contains("App/main.swift") }
        }
        let anywhere = try undeclared([])
        let linux = try undeclared(["--platform", "linux"])
        let macOS = try undeclared(["--platform", "macos"])
        #expect(anywhere == ["layer-import Sources/App/main.swift:6"])
        #expect(linux == ["layer-import Sources/App/main.swift:6"])
        #expect(macOS == [], "USE_CORE is defined on Linux only")

        try package.write(".archlint.yml", files[".archlint.yml"]! + "\npassed_flags: [NEVER_DEFINED]\n")
        let passed = try undeclared([])
        #expect(passed == ["layer-import Sources/App/main.swift:3", "layer-import Sources/App/main.swift:6"])
    }

    @Test("A dependency a trait enables is declared for the builds that enable it; the compiler's Builtin is no package's")
    func traitDependencies() throws {
        let package = try FixturePackage([
            "Package.swift": """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Traits",
                    traits: [.trait(name: "Storage"), .default(enabledTraits: [])],
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Store", dependencies: ["Core"]),
                        .executableTarget(name: "App", dependencies: ["Core", .target(name: "Store", condition: .when(traits: ["Storage"]))]),
                    ]
                )
                """,
            "Sources/Core/Item.swift": "public struct Item {}\n",
            "Sources/Store/Store.swift": "import Core\n",
            "Sources/App/main.swift": "import Core\n#if Storage\nimport Store\n#endif\n#if compiler(>=6.3) && Storage\nimport Builtin\n#endif\nprint(1)\n",
        ])
        for arguments in [[], ["--platform", "linux"], ["--platform", "macos"]] {
            let outcome = package.archlint(arguments: ["--format", "json"] + arguments)
            #expect(try Report(outcome.stdout).summary == [], "\(arguments)")
        }
    }

    @Test("A dependency kept for the module it re-exports is not redundant; one kept for nothing (or a comment) is")
    func reexports() throws {
        let package = try FixturePackage([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Reexports",
                    targets: [
                        .target(name: "Core"),
                        .target(name: "Umbrella", dependencies: ["Core"]),
                        .target(name: "Unused"),
                        .executableTarget(name: "App", dependencies: ["Core", "Umbrella", "Unused"]),
                    ]
                )
                """,
            "Sources/Core/Item.swift": "public struct Item {}\n",
            "Sources/Umbrella/Exports.swift": "@_exported import Core\n",
            "Sources/Unused/Nothing.swift": "// It once had: @_exported import Core\npublic let nothing = 0\n",
            "Sources/App/main.swift": "import Core\nprint(Item())\n",
        ])
        let report = try Report(package.archlint("--format", "json").stdout)
        #expect(report.violations.filter { $0.rule == "redundant-dependency" }.map(\.module) == ["Unused"])
        // A layer may declare what a generator's code will import before any does.
        try package.write(".archlint.yml", "layers:\n  all:\n    targets: [\"*\"]\n    may_declare_unused: [Unused]\n")
        #expect(try Report(package.archlint("--format", "json").stdout).violations.filter { $0.rule == "redundant-dependency" }.isEmpty)
    }

    @Test("canImport of a module outside the target's closure never holds; a snippet may import the package's libraries")
    func canImportAndSnippets() throws {
        var files = Fixtures.layered
        files["Sources/Store/Store.swift"] = "import Core\n#if canImport(UI)\nimport UI\n#endif\n#if canImport(Network)\nimport Network\n#endif\n"
        files["Snippets/Example.swift"] = "import Core\nimport UI\n"
        let package = try FixturePackage(files)
        let report = try Report(package.archlint("--format", "json", "--platform", "linux").stdout)
        #expect(!report.summary.contains { $0.contains("Store/Store.swift") }, "UI is outside Store's closure: \(report.summary)")
        #expect(!report.summary.contains { $0.contains("Snippets/") }, "\(report.summary)")
    }

    @Test("A module reached only through a product's own dependencies, or renamed by an alias, is undeclared")
    func productsAndAliases() throws {
        let package = try FixturePackage(Fixtures.products)
        let outcome = ArchlintCLI.run(arguments: ["--package-path", package.path("App"), "--format", "json"])
        let report = try Report(outcome.stdout)
        #expect(report.summary == [
            "undeclared-import Sources/Aliased/Aliased.swift:2",
            "undeclared-import Sources/Feature/Feature.swift:2",
        ])
        #expect(report.violations.map(\.module) == ["LibKit", "LibInternals"])
        #expect(report.violations[0].fix.contains(".product(name: \"LibKit\", package: \"lib\")"))
    }

    @Test("Layers that depend on each other are a cycle")
    func cycle() throws {
        let package = try FixturePackage(Fixtures.cycle)
        let report = try Report(package.archlint("--format", "json").stdout)
        #expect(report.summary == ["dependency-cycle Package.swift:1"])
        #expect(report.violations[0].message == "layers depend on each other in a cycle: a → b → a")
    }

    @Test("An import that points back along a manifest edge closes a cycle between targets")
    func targetCycle() throws {
        var files = Fixtures.cycle
        files[".archlint.yml"] = "layers:\n  all: {targets: [\"*\"]}\n"
        files["Sources/B1/B1.swift"] = "import A1\n"
        let package = try FixturePackage(files)
        let report = try Report(package.archlint("--format", "json").stdout)
        #expect(report.summary == ["dependency-cycle Package.swift:7", "undeclared-import Sources/B1/B1.swift:1"])
        #expect(report.violations[0].message == "targets depend on each other in a cycle: A1 → B1 → A1")
    }

    @Test("A suppression with a reason silences its rule on the next line; one without is reported")
    func suppressions() throws {
        let package = try FixturePackage(Fixtures.layered)
        try package.write("Sources/App/main.swift", """
            import UI
            // archlint:ignore layer-import, undeclared-import -- being moved into UI this sprint
            import Core
            """)
        try package.write("Sources/Store/Store.swift", "@testable import Core // archlint:ignore testable-import\n")
        let report = try Report(package.archlint("--format", "json").stdout)
        #expect(!report.summary.contains { $0.hasPrefix("layer-import Sources/App") })
        #expect(report.summary.contains("testable-import Sources/Store/Store.swift:1"))
        #expect(report.summary.contains("unexplained-suppression Sources/Store/Store.swift:1"))
    }

    @Test("A clean package exits 0 and says so")
    func clean() throws {
        var files = Fixtures.cycle
        files[".archlint.yml"] = "layers:\n  all: {targets: [\"*\"]}\n"
        let package = try FixturePackage(files)
        let outcome = package.archlint()
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "archlint: no violations\n")
    }
}
