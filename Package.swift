// swift-tools-version: 6.2
// The template: one manifest, read top to bottom.
//
// Layers point inward only. Every first-party edge in this file is an allowed edge of
// the layer contract in ARCHITECTURE.md; an edge that is not written here cannot be
// compiled against, so the rule holds at build time.
import PackageDescription

/// Settings every first-party target shares: Swift 6 mode, strict concurrency, no warnings.
let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "Catalog",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        .executable(name: "catalog-server", targets: ["catalog-server"]),
        .executable(name: "bare-server", targets: ["bare-server"]),
        // sample:begin
        .executable(name: "flat-server", targets: ["flat-server"]),
        // sample:end
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-configuration.git", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.5.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.20.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", from: "1.1.0"),
        // Traces over OTLP/HTTP only: the gRPC exporter's packages are not built.
        .package(url: "https://github.com/swift-otel/swift-otel.git", from: "1.6.0", traits: ["OTLPHTTP"]),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client.git", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.23.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        // The layer lint, a package of its own beside the layers: `swift run archlint` and
        // `swift package archlint` come from it.
        .package(path: "Tools/archlint"),
        .package(path: "Tools/scaffold"),
    ],
    targets: []
)

// MARK: - Layers
// Domain depends on nothing. Data, WebAPI and Presentation see Domain (and the first
// two the API's contract); they never see each other. Mocks doubles Domain's ports. Composition is the one place that knows
// every layer and wires them together.

package.targets += [
    .target(
        name: "Domain",
        path: "Packages/Domain",
        swiftSettings: strictSwift
    ),
    // The JSON API's contract: openapi.yaml, and the types, server protocol and client
    // generated from it (Tools/openapi/generate.sh), shared by the adapter that serves it
    // and the remote repositories that read it.
    .target(
        name: "APIContract",
        dependencies: [
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Packages/APIContract",
        exclude: ["openapi.yaml", "openapi-generator-config.yaml"],
        swiftSettings: strictSwift
    ),
    // The system's SQLite (macOS's SDK; on Linux its development package), which the
    // data layer's connections call directly.
    .systemLibrary(
        name: "CSQLite",
        path: "Packages/CSQLite",
        providers: [.apt(["libsqlite3-dev"]), .yum(["sqlite-devel"]), .brew(["sqlite"])]
    ),
    // Named DataLayer, not Data: a module called Data shadows Foundation.Data wherever
    // a name is qualified with its module (see ARCHITECTURE.md).
    .target(
        name: "DataLayer",
        dependencies: [
            "Domain",
            "APIContract",
            "CSQLite",
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Tracing", package: "swift-distributed-tracing"),
        ],
        path: "Packages/Data",
        swiftSettings: strictSwift
    ),
    // The JSON API as an inbound adapter: it drives the use cases for a server, as
    // Presentation drives them for screens, and answers in the contract's DTOs.
    .target(
        name: "WebAPI",
        dependencies: [
            "Domain",
            "APIContract",
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Packages/WebAPI",
        swiftSettings: strictSwift
    ),
    .target(
        name: "Presentation",
        dependencies: ["Domain"],
        path: "Packages/Presentation",
        swiftSettings: strictSwift
    ),
    .target(
        name: "Mocks",
        dependencies: ["Domain"],
        path: "Packages/Mocks",
        swiftSettings: strictSwift
    ),
    .target(
        name: "Composition",
        dependencies: [
            "Domain", "DataLayer", "WebAPI", "Presentation", "Mocks",
            .product(name: "Configuration", package: "swift-configuration"),
            .product(name: "SystemPackage", package: "swift-system"),
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Packages/Composition",
        swiftSettings: strictSwift
    ),
]

// MARK: - Apps
// An app sees Composition (to build its graph) and Presentation (to render view data),
// never Domain or Data. Each executable is a thin `main` over a library of its own
// so that tests can drive the app in process.

package.targets += [
    .target(
        name: "CatalogCLI",
        dependencies: [
            "Composition",
            "Presentation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Configuration", package: "swift-configuration"),
        ],
        path: "Apps/CLI/Sources/CatalogCLI",
        swiftSettings: strictSwift
    ),
    .executableTarget(
        name: "catalog",
        dependencies: ["CatalogCLI"],
        path: "Apps/CLI/Sources/catalog",
        swiftSettings: strictSwift
    ),
    // The server also sees APIContract: its JSON API speaks the contract's DTOs.
    .target(
        name: "CatalogServer",
        dependencies: [
            "Composition",
            "Presentation",
            "APIContract",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Configuration", package: "swift-configuration"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
            .product(name: "Tracing", package: "swift-distributed-tracing"),
            .product(name: "OTel", package: "swift-otel"),
        ],
        path: "Apps/Server/Sources/CatalogServer",
        swiftSettings: strictSwift
    ),
    .executableTarget(
        name: "catalog-server",
        dependencies: ["CatalogServer"],
        path: "Apps/Server/Sources/catalog-server",
        swiftSettings: strictSwift
    ),
]

// MARK: - Benchmarks
// Peers for the benchmark scripts: the bare handler knows nothing of the template; the
// flat peer runs the template's SQL on its store with no layers between.

package.targets += [
    .executableTarget(
        name: "bare-server",
        dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
        path: "Apps/Server/Benchmarks/BareServer",
        swiftSettings: strictSwift
    ),
    // sample:begin
    .executableTarget(
        name: "flat-server",
        dependencies: ["Domain", "DataLayer", "Presentation", .product(name: "Hummingbird", package: "hummingbird")],
        path: "Apps/Server/Benchmarks/FlatServer",
        swiftSettings: strictSwift
    ),
    // sample:end
]

// MARK: - Tests
// One suite per layer and per app. A suite may use Mocks and whatever layer it tests,
// and TestSupport, which holds helpers every suite needs and knows no layer.

package.targets += [
    .target(
        name: "TestSupport",
        dependencies: [
            "DataLayer",
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Tests/TestSupport",
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "DomainTests",
        dependencies: ["Domain", "Mocks"],
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "DataTests",
        dependencies: [
            "TestSupport",
            "DataLayer",
            "CSQLite",
            "Domain",
            "Mocks",
            "APIContract",
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
        ],
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "PresentationTests",
        dependencies: ["Presentation", "Mocks", "Domain"],
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "MocksTests",
        dependencies: ["Mocks", "Domain"],
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "CompositionTests",
        dependencies: ["Composition", "Domain", "Presentation", "TestSupport"],
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "CatalogCLITests",
        dependencies: [
            "CatalogCLI",
            "Presentation",
            "Composition",
            "Domain",
            "Mocks",
            "TestSupport",
        ],
        swiftSettings: strictSwift
    ),
    .testTarget(
        name: "CatalogServerTests",
        dependencies: [
            "CatalogServer",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            "TestSupport",
            "WebAPI",
            "Composition",
            "APIContract",
            "Domain",
            "Mocks",
            "Presentation",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            .product(name: "Tracing", package: "swift-distributed-tracing"),
            .product(name: "Yams", package: "Yams"),
        ],
        swiftSettings: strictSwift
    ),
    // What crosses the apps: the server on a real port read by the remote source and
    // the CLI, and the served API document held to the Domain's grammar.
    .testTarget(
        name: "IntegrationTests",
        dependencies: [
            "TestSupport",
            // The server's timeouts on a real socket, in the process.
            "CatalogServer",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            // A mock graph under the server's own router.
            "Composition",
            // sample:begin
            "CatalogCLI",
            "DataLayer",
            "Domain",
            .product(name: "PostgresNIO", package: "postgres-nio"),
            // sample:end
            // The API's document, read to find one of its operations.
            .product(name: "Yams", package: "Yams"),
        ],
        swiftSettings: strictSwift
    ),
    // The layer contract, checked by archlint on this package, and the README's diagram.
    .testTarget(
        name: "ArchitectureTests",
        dependencies: [.product(name: "ArchlintCLI", package: "archlint")],
        swiftSettings: strictSwift
    ),
]
