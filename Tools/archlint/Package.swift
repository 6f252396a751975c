// swift-tools-version: 6.2
// archlint: checks every import of a SwiftPM package against its declared target
// dependencies and a layer contract. A package of its own, so that a package that uses
// it builds none of its dependencies' test tools (swift-syntax is its tests' oracle).
import PackageDescription

/// Settings every target shares: Swift 6 mode, strict concurrency, no warnings.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "archlint",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "archlint", targets: ["archlint"]),
        .plugin(name: "ArchlintPlugin", targets: ["ArchlintPlugin"]),
        // For packages that check themselves in their own tests.
        .library(name: "ArchlintCLI", targets: ["ArchlintCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        // Only the tests use it: the compiler's own parser, as the oracle for the scanner.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
    ],
    targets: [
        .target(
            name: "ArchlintCore",
            dependencies: [.product(name: "Yams", package: "Yams")],
            swiftSettings: strictSwift
        ),
        .target(
            name: "ArchlintCLI",
            dependencies: [
                "ArchlintCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "archlint",
            dependencies: ["ArchlintCLI"],
            swiftSettings: strictSwift
        ),
        .plugin(
            name: "ArchlintPlugin",
            capability: .command(
                intent: .custom(verb: "archlint", description: "Check imports against declared dependencies and the layer contract")
            ),
            dependencies: ["archlint"]
        ),
        .testTarget(
            name: "ArchlintTests",
            dependencies: [
                "ArchlintCore",
                "ArchlintCLI",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: strictSwift
        ),
    ]
)
