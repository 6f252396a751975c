import ArchlintCLI
import ArchlintCore
import Foundation
import Testing

@Suite("archlint fix: the manifest made to match the imports, as far as the contract allows")
struct FixTests {
    static let fixable: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Fixable",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Store", dependencies: ["Core", "Extra"]),
                    .target(
                        name: "UI",
                        dependencies: [
                            // the screens' model
                            "Store",
                        ]
                    ),
                    .target(name: "Extra"),
                    .executableTarget(name: "App", dependencies: ["UI"]),
                ]
            )
            """,
        ".archlint.yml": """
            layers:
              core:
                targets: [Core, Extra]
              store:
                targets: [Store]
                may_depend_on: [core]
              ui:
                targets: [UI]
                may_depend_on: [core, store]
              app:
                targets: [App]
                may_depend_on: [ui]
            """,
        "Sources/Core/Core.swift": "public struct Item {}\n",
        "Sources/Extra/Extra.swift": "import Core\n",
        "Sources/Store/Store.swift": "import Core\n",
        "Sources/UI/UI.swift": "import Store\nimport Core\n",
        "Sources/App/main.swift": "import UI\nimport Store\n",
    ]

    static let fixedTargets = """
                .target(name: "Core"),
                .target(name: "Store", dependencies: ["Core"]),
                .target(
                    name: "UI",
                    dependencies: [
                        // the screens' model
                        "Store",
                        "Core",
                    ]
                ),
                .target(name: "Extra", dependencies: ["Core"]),
        """

    @Test("--dry-run prints the diff and what each change is for, and changes nothing")
    func dryRun() throws {
        let package = try FixturePackage(Self.fixable)
        let outcome = package.archlint(arguments: ["fix", "--dry-run"])
        #expect(outcome.status == 1, "App's import of Store stays: the contract forbids it")
        #expect(outcome.stdout.hasPrefix("--- a/Package.swift\n+++ b/Package.swift\n@@ -5,15 +5,16 @@\n"))
        #expect(outcome.stdout.contains("-        .target(name: \"Store\", dependencies: [\"Core\", \"Extra\"]),\n+        .target(name: \"Store\", dependencies: [\"Core\"]),\n"))
        #expect(outcome.stdout.contains("+                \"Core\",\n"))
        #expect(outcome.stdout.contains("added \"Core\" to UI: \(package.root)/Sources/UI/UI.swift:2 imports Core\n"))
        #expect(outcome.stdout.contains("removed Extra from Store: no file of it imports what it provides\n"))
        #expect(outcome.stdout.contains("left: not declared, since the contract forbids it: App in layer app imports Store of layer store"))
        #expect(try String(contentsOfFile: package.path("Package.swift"), encoding: .utf8) == Self.fixable["Package.swift"])
    }

    @Test("Fixed, the manifest keeps its layout, and only what the contract forbids is left")
    func fix() throws {
        let package = try FixturePackage(Self.fixable)
        #expect(package.archlint(arguments: ["fix"]).status == 1)
        let manifest = try String(contentsOfFile: package.path("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(Self.fixedTargets), "\(manifest)")
        let report = try Report(package.archlint("--format", "json").stdout)
        #expect(report.summary == ["layer-import Sources/App/main.swift:2"])
        let again = package.archlint(arguments: ["fix"])
        #expect(again.stdout.hasSuffix("archlint: nothing to fix\n") && again.status == 1)
    }

    @Test("The editor adds and removes in every shape a list is written in", arguments: [
        // No list, a one-line list, a list of its own lines with a comment, an empty list.
        (#".target(name: "A"),"#, "add", #""B""#, #".target(name: "A", dependencies: ["B"]),"#),
        (#".target(name: "A", dependencies: ["C"]),"#, "add", #".product(name: "P", package: "p")"#, #".target(name: "A", dependencies: ["C", .product(name: "P", package: "p")]),"#),
        (".target(name: \"A\", dependencies: [])", "add", "\"B\"", ".target(name: \"A\", dependencies: [\"B\"])"),
        (".target(\n    name: \"A\",\n    dependencies: [\n        \"C\" // why\n    ]\n)", "add", "\"B\"", ".target(\n    name: \"A\",\n    dependencies: [\n        \"C\", // why\n        \"B\",\n    ]\n)"),
        (#".target(name: "A", dependencies: ["B", "C"]),"#, "remove", "B", #".target(name: "A", dependencies: ["C"]),"#),
        (#".target(name: "A", dependencies: ["C", .product(name: "B", package: "b")]),"#, "remove", "B", #".target(name: "A", dependencies: ["C"]),"#),
        (".target(\n    name: \"A\",\n    dependencies: [\n        \"C\",\n        // sample:begin\n        .product(name: \"B\", package: \"b\"),\n        // sample:end\n    ]\n)", "remove", "B",
         ".target(\n    name: \"A\",\n    dependencies: [\n        \"C\",\n        // sample:begin\n        // sample:end\n    ]\n)"),
        (".target(\n    name: \"A\",\n    dependencies: [\n        \"B\", // why it was needed\n        \"C\",\n    ]\n)", "remove", "B",
         ".target(\n    name: \"A\",\n    dependencies: [\n        \"C\",\n    ]\n)"),
        ("package.targets += [\n    .target(\n        name: \"A\", // \"name: \\\"B\\\"\"\n        dependencies: [\"C\"]\n    ),\n]", "add", "\"B\"",
         "package.targets += [\n    .target(\n        name: \"A\", // \"name: \\\"B\\\"\"\n        dependencies: [\"C\", \"B\"]\n    ),\n]"),
    ])
    func editor(before: String, action: String, element: String, after: String) throws {
        var editor = ManifestEditor(text: before)
        if action == "add" { try editor.add(element, to: "A") } else { try editor.remove(element, from: "A") }
        #expect(editor.text == after)
    }

    @Test("A target or dependency the text does not have is an error, not a guess")
    func notFound() {
        var editor = ManifestEditor(text: #".target(name: "A", dependencies: ["C"]) // name: "Z""#)
        #expect(throws: ManifestEditor.Failure.targetNotFound("Z")) { try editor.add("\"B\"", to: "Z") }
        #expect(throws: ManifestEditor.Failure.dependencyNotFound("B", target: "A")) { try editor.remove("B", from: "A") }
    }
}
