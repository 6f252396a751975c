import ArchlintCLI
import ArchlintCore
import Foundation
import Testing

@Suite("archlint baseline, configuration errors and exit codes")
struct BaselineAndExitTests {
    @Test("A baseline accepts today's violations, reports new ones, and fails on stale entries")
    func baseline() throws {
        let package = try FixturePackage(Fixtures.layered)
        let baseline = package.path("archlint-baseline.json")
        let written = package.archlint("--write-baseline", baseline)
        #expect(written.status == 0)
        #expect(written.stdout == "archlint: wrote 9 entries to \(baseline)\n")

        #expect(package.archlint("--baseline", baseline).status == 0)

        // A new violation shows; moving an accepted one to another line does not.
        try package.write("Sources/Core/Extra.swift", "import Dispatch\n")
        try package.write("Sources/App/main.swift", "import UI\n\n\nimport Core\n")
        let fresh = try Report(package.archlint("--baseline", baseline, "--format", "json").stdout)
        #expect(fresh.summary == ["forbidden-import Sources/Core/Extra.swift:1"])

        // Fixing an accepted violation makes its entry stale.
        try package.remove("Sources/Core/Extra.swift")
        try package.write("Sources/App/main.swift", "import UI\n")
        let stale = package.archlint("--baseline", baseline, "--format", "json")
        #expect(stale.status == 1)
        #expect(try Report(stale.stdout).summary == ["stale-baseline \(baseline):1"])
    }

    @Test("Configuration mistakes exit 2 and point at the file and line", arguments: [
        ("layers:\n  a:\n    targets: [A]\n    may_depend_on: [nowhere]\n", 4, "not a layer"),
        ("layers:\n  a:\n    targets: [\"A[\"]\n", 3, "not a valid glob"),
        ("layers:\n  a: {targets: [A]\n  b: x\n", 3, "YAML syntax error"),
        ("layers:\n  a:\n    targest: [A]\n", 3, "unknown key `targest`"),
        ("layer:\n  a: {targets: [A]}\n", 1, "unknown key `layer`"),
        ("layers:\n  a: {may_depend_on: []}\n", 2, "has no `targets`"),
    ])
    func badConfig(yaml: String, line: Int, message: String) throws {
        #expect {
            _ = try ConfigLoader.parse(yaml, file: ".archlint.yml")
        } throws: { error in
            guard case .configuration(let file, let reportedLine, let text) = error as? ArchlintError else { return false }
            return file == ".archlint.yml" && reportedLine == line && text.contains(message)
        }
    }

    @Test("A bad configuration on the command line exits 2 with file:line")
    func badConfigExit() throws {
        var files = Fixtures.cycle
        files[".archlint.yml"] = "layers:\n  a:\n    targets: [A]\n    may_depend_on: [nowhere]\n"
        let package = try FixturePackage(files)
        let outcome = package.archlint()
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("archlint: \(package.root)/.archlint.yml:4: error: layer `a` may depend on `nowhere`"))
    }

    @Test("Usage errors exit 2", arguments: [
        ["--format", "xml"],
        ["--platform", "windows"],
        ["--baseline", "a", "--write-baseline", "b"],
        ["--package-path", "/nonexistent/package"],
        ["--no-such-flag"],
    ])
    func usage(arguments: [String]) {
        let outcome = ArchlintCLI.run(arguments: arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("archlint: "))
    }

    @Test("A manifest SwiftPM cannot evaluate exits 2")
    func brokenManifest() throws {
        let package = try FixturePackage(["Package.swift": "// swift-tools-version: 6.0\nthis is not swift\n"])
        let outcome = package.archlint()
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("failed"))
    }

    @Test("Help exits 0")
    func help() {
        let outcome = ArchlintCLI.run(arguments: ["--help"])
        #expect(outcome.status == 0 && outcome.stdout.contains("USAGE: archlint"))
    }
}
