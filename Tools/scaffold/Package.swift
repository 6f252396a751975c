// swift-tools-version: 6.2
// scaffold: turns the template into a fork's own product. A package of its own beside
// archlint, which the root depends on by path so that `swift run scaffold` works there.
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
    name: "scaffold",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ScaffoldCore", swiftSettings: strictSwift),
        .executableTarget(
            name: "scaffold",
            dependencies: ["ScaffoldCore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSwift
        ),
        .testTarget(name: "ScaffoldTests", dependencies: ["ScaffoldCore"], swiftSettings: strictSwift),
    ]
)
