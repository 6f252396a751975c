import ArchlintCLI
import Foundation
import Testing

@Suite("archlint diff: what a change does to the architecture, as Markdown")
struct DiffTests {
    /// Runs git in the fixture; its status.
    @discardableResult
    static func git(_ package: FixturePackage, _ arguments: String...) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", package.root, "-c", "user.name=test", "-c", "user.email=test@localhost"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The contract fixture, committed; then App imports Model (an edge the contract
    /// allows, newly used), Orders imports Billing (new violations, where its chain through
    /// Shared was one), and the contract lets features depend on apps (a warning only,
    /// which the diff leaves to the check).
    static func changed() throws -> FixturePackage {
        var files = ContractTests.shop
        files[".archlint.yml"] = files[".archlint.yml"]!.replacingOccurrences(of: "exhaustive: true\n", with: "")
        let package = try FixturePackage(files)
        try git(package, "init", "-q")
        try git(package, "add", "-A")
        try git(package, "commit", "-qm", "base")
        try package.write("Sources/App/Model.swift", "import Model\n")
        try package.write("Package.swift", files["Package.swift"]!.replacingOccurrences(
            of: #".target(name: "App", dependencies: ["Orders", "Billing"])"#, with: #".target(name: "App", dependencies: ["Orders", "Billing", "Model"])"#
        ))
        try package.write("Sources/Orders/Billing.swift", "import Billing\n")
        try package.write(".archlint.yml", files[".archlint.yml"]!.replacingOccurrences(of: "    may_depend_on: [model]\n", with: "    may_depend_on: [model, apps]\n"))
        return package
    }

    @Test("Edges added, the contract's change and the new violations, against a commit; exit 1 for new violations")
    func markdown() throws {
        let package = try Self.changed()
        let outcome = package.archlint(arguments: ["diff", "--base", "HEAD"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            ## Architecture changes since `HEAD`

            ### Layer edges

            | from | to | |
            | --- | --- | --- |
            | apps | model | added |

            ### Target edges

            - added: `App` → `Model`
            - added: `Orders` → `Billing`

            ### The contract

            - `features` may now depend on `apps`

            ### Violations

            2 new; 1 cleared.
            - `Sources/Orders/Billing.swift:1` independence: Orders depends on Billing, and independence contract \\`features\\` keeps them apart
            - `Sources/Orders/Billing.swift:1` undeclared-import: target Orders imports Billing, which it does not declare as a dependency: it compiles only when another target happens to build it first

            """)
    }

    @Test("No change says so; a revision git does not know is a usage error")
    func unchanged() throws {
        let package = try FixturePackage(ContractTests.shop)
        try Self.git(package, "init", "-q")
        try Self.git(package, "add", "-A")
        try Self.git(package, "commit", "-qm", "base")
        let same = package.archlint(arguments: ["diff", "--base", "HEAD"])
        #expect(same.status == 0 && same.stdout.hasSuffix("No edge, contract rule or violation changed.\n"))
        let unknown = package.archlint(arguments: ["diff", "--base", "no-such-branch"])
        #expect(unknown.status == 2 && unknown.stderr.contains("archlint: git rev-parse"))
    }
}
