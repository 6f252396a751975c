import ArchlintCLI
import Foundation
import Testing

@Suite("Contracts beyond layers: exhaustive, unused allowances, independence")
struct ContractTests {
    /// Two features that must stay apart but meet through Shared, two apps of which one
    /// reaches into the other, a target in no layer, and an allowance nothing uses.
    static let shop: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Model"),
                    .target(name: "Billing", dependencies: ["Model"]),
                    .target(name: "Shared", dependencies: ["Billing"]),
                    .target(name: "Orders", dependencies: ["Model", "Shared"]),
                    .target(name: "App", dependencies: ["Orders", "Billing"]),
                    .executableTarget(name: "AppMain", dependencies: ["App"]),
                    .target(name: "Admin", dependencies: ["App"]),
                    .target(name: "Extra"),
                ]
            )
            """,
        ".archlint.yml": """
            exhaustive: true
            layers:
              model:
                targets: [Model]
              features:
                targets: [Orders, Billing, Shared]
                may_depend_on: [model]
              apps:
                targets: [App, AppMain, Admin]
                may_depend_on:
                  - features
                  - model
            independence:
              - name: features
                targets: [Orders, Billing]
              - name: apps
                targets: [[App, AppMain], Admin]
            """,
        "Sources/Model/Model.swift": "public struct Item {}\n",
        "Sources/Billing/Billing.swift": "import Model\n",
        "Sources/Shared/Shared.swift": "import Billing\n",
        "Sources/Orders/Orders.swift": "import Model\nimport Shared\n",
        "Sources/App/App.swift": "import Orders\nimport Billing\n",
        "Sources/AppMain/main.swift": "import App\n",
        "Sources/Admin/Admin.swift": "\nimport App\n",
        "Sources/Extra/Extra.swift": "public let extra = 1\n",
    ]

    @Test("Each contract finds its case, the chain named when the dependency is indirect")
    func everyContract() throws {
        let package = try FixturePackage(Self.shop)
        let outcome = package.archlint("--format", "json")
        #expect(outcome.status == 1)
        let report = try Report(outcome.stdout)
        #expect(report.summary == [
            "unused-allowance .archlint.yml:12",
            "unlayered-target Package.swift:14",
            "independence Sources/Admin/Admin.swift:2",
            "independence Sources/Orders/Orders.swift:2",
        ])
        let chain = try #require(report.violations.last)
        #expect(chain.message == "Orders depends on Billing through Orders → Shared → Billing, and independence contract `features` keeps them apart")
        #expect(chain.fix.contains("Orders → Shared"))
        #expect(report.violations.first?.message == "layer apps may depend on model, but no target of apps imports or depends on one of model")
    }

    @Test("An unused allowance is a warning by default: printed, exit 0; `unused: error` fails, `off` is silent")
    func unusedSeverity() throws {
        var files = Self.shop
        files[".archlint.yml"] = """
            layers:
              model:
                targets: [Model]
              features:
                targets: [Orders, Billing, Shared, Extra]
                may_depend_on: [model, apps]
              apps:
                targets: [App, AppMain, Admin]
                may_depend_on: [features]
            """
        let package = try FixturePackage(files)
        let warned = package.archlint()
        #expect(warned.status == 0)
        #expect(warned.stdout.contains(".archlint.yml:6:1: warning: layer features may depend on apps, but no target"))
        #expect(warned.stdout.hasSuffix("archlint: no violations, 1 warning\n"))
        #expect(package.archlint("--format", "github").stdout.hasPrefix("::warning file=\(package.root)/.archlint.yml,line=6,"))

        try package.write(".archlint.yml", files[".archlint.yml"]! + "\nunused: error\n")
        #expect(package.archlint().status == 1)
        try package.write(".archlint.yml", files[".archlint.yml"]! + "\nunused: off\n")
        #expect(package.archlint().stdout == "archlint: no violations\n")
    }

    @Test("Without `exhaustive`, a target in no layer passes; a unit's own targets may depend on each other")
    func optional() throws {
        var files = Self.shop
        files[".archlint.yml"] = files[".archlint.yml"]!.replacingOccurrences(of: "exhaustive: true\n", with: "")
        files["Sources/Admin/Admin.swift"] = "\n"
        files["Package.swift"] = files["Package.swift"]!.replacingOccurrences(of: #".target(name: "Admin", dependencies: ["App"])"#, with: #".target(name: "Admin")"#)
        let report = try Report(try FixturePackage(files).archlint("--format", "json").stdout)
        #expect(report.summary == ["unused-allowance .archlint.yml:11", "independence Sources/Orders/Orders.swift:2"])
    }

    @Test("A malformed contract is a configuration error with its line", arguments: [
        ("independence:\n  - name: x\n    targets: [A]\n", "needs at least two targets"),
        ("independence: [A, B]\n", "must be a mapping with `name` and `targets`"),
        ("exhaustive: maybe\n", "`exhaustive` must be true or false"),
        ("unused: loud\n", "`unused` must be error, warning or off"),
    ])
    func malformed(text: String, message: String) throws {
        var files = Self.shop
        files[".archlint.yml"] = "layers: {}\n" + text
        let package = try FixturePackage(files)
        let outcome = package.archlint()
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message) && outcome.stderr.contains(".archlint.yml:"), "\(outcome.stderr)")
    }
}
