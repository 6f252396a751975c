// swift-tools-version: 6.2
// The OpenAPI generator, pinned, for Tools/openapi/generate.sh. A package of its own so
// that building the template never builds the generator.
import PackageDescription

let package = Package(
    name: "OpenAPITools",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator.git", exact: "1.14.3"),
    ],
    targets: []
)
