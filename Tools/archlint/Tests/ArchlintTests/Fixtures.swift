/// Fixture packages, each small enough to read in one go.
enum Fixtures {
    /// Five layers and a violation of every import and manifest rule.
    static let layered: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Layered",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Store", dependencies: ["Core"]),
                    .target(
                        name: "UI",
                        dependencies: ["Core", "Store"]
                    ),
                    .executableTarget(name: "App", dependencies: ["UI"]),
                    .testTarget(name: "CoreTests", dependencies: ["Core", "Store"]),
                ]
            )
            """,
        ".archlint.yml": """
            layers:
              tests:
                targets: ["*Tests"]
                may_depend_on: ["*"]
              core:
                targets: [Core]
                forbidden_imports: ["*"]
              store:
                targets: [Store]
                may_depend_on: [core]
              ui:
                targets: [UI]
                may_depend_on: [core]
                forbidden_imports: [AppKit, SwiftUI]
                may_expose: []
              app:
                targets: [App]
                may_depend_on: [ui]
            """,
        "Sources/Core/Item.swift": "public struct Item {}\n",
        "Sources/Core/Clock.swift": "import Foundation\n\npublic let started = Date()\n",
        "Sources/Store/Store.swift": "@testable import Core\n\npublic struct Store {}\n",
        "Sources/UI/Screen.swift": """
            import Core
            import Store

            #if os(macOS)
            import AppKit
            #endif

            public struct Screen {}
            """,
        "Sources/UI/Exports.swift": "@_exported import Core\npublic import Core\n",
        "Sources/App/main.swift": "import UI\nimport Core\n\nprint(\"app\")\n",
        "Tests/CoreTests/CoreTests.swift": "import Core\nimport XCTest\n",
    ]

    /// Products of a local package: a module that is in the product, one that is only
    /// a dependency inside that package, and a module alias.
    static let products: [String: String] = [
        "App/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Lib")],
                targets: [
                    .target(name: "Feature", dependencies: [.product(name: "LibKit", package: "Lib")]),
                    .target(name: "Aliased", dependencies: [
                        .product(name: "LibKit", package: "Lib", moduleAliases: ["LibKit": "RenamedKit"]),
                    ]),
                ]
            )
            """,
        "App/Sources/Feature/Feature.swift": "import LibKit\nimport LibInternals\n",
        "App/Sources/Aliased/Aliased.swift": "import RenamedKit\nimport LibKit\n",
        "Lib/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Lib",
                products: [.library(name: "LibKit", targets: ["LibKit"])],
                targets: [
                    .target(name: "LibKit", dependencies: ["LibInternals"]),
                    .target(name: "LibInternals"),
                ]
            )
            """,
        "Lib/Sources/LibKit/LibKit.swift": "import LibInternals\npublic struct Kit {}\n",
        "Lib/Sources/LibInternals/Internals.swift": "public struct Internals {}\n",
    ]

    /// Two layers whose targets depend on each other's layer.
    static let cycle: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Cycle",
                targets: [
                    .target(name: "A1", dependencies: ["B1"]),
                    .target(name: "B1"),
                    .target(name: "B2", dependencies: ["A2"]),
                    .target(name: "A2"),
                ]
            )
            """,
        ".archlint.yml": """
            layers:
              a: {targets: ["A*"], may_depend_on: [b]}
              b: {targets: ["B*"], may_depend_on: [a]}
            """,
        "Sources/A1/A1.swift": "import B1\n",
        "Sources/B1/B1.swift": "public struct B {}\n",
        "Sources/B2/B2.swift": "import A2\n",
        "Sources/A2/A2.swift": "public struct A {}\n",
    ]
}
