import ArchlintCLI
import Foundation
import Testing

@Suite("Packages a package depends on by path")
struct LocalPackageTests {
    /// A root package that depends on a local package, `Features/Orders`, whose one
    /// target imports a module it does not declare.
    static let monorepo: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "Features/Orders")],
                targets: [.target(name: "App", dependencies: [.product(name: "Orders", package: "Orders")])]
            )
            """,
        "Sources/App/App.swift": "import Orders\n",
        "Features/Orders/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Orders",
                products: [.library(name: "Orders", targets: ["Orders"])],
                targets: [.target(name: "Orders"), .target(name: "Billing")]
            )
            """,
        "Features/Orders/Sources/Orders/Orders.swift": "import Billing\n",
        "Features/Orders/Sources/Billing/Billing.swift": "public struct Invoice {}\n",
    ]

    @Test("By default a local package is checked too, its files named from the root")
    func recursive() throws {
        let package = try FixturePackage(Self.monorepo)
        let outcome = package.archlint("--format", "json")
        #expect(outcome.status == 1)
        #expect(try Report(outcome.stdout).summary == ["undeclared-import Features/Orders/Sources/Orders/Orders.swift:1"])
    }

    @Test("--no-recursive checks the named package alone")
    func rootOnly() throws {
        let package = try FixturePackage(Self.monorepo)
        let outcome = package.archlint("--no-recursive")
        #expect(outcome.status == 0, "\(outcome.stdout)")
    }
}
