@testable import ArchlintCore
import Testing

@Suite("#if conditions")
struct ConditionTests {
    @Test("They parse with precedence and print back", arguments: [
        ("os(Linux)", "os(Linux)"),
        ("!os(macOS) && canImport( UIKit )", "!os(macOS) && canImport(UIKit)"),
        ("a || b && c", "a || (b && c)"),
        ("(a || b) && c", "(a || b) && c"),
        ("compiler(>=5.9) || swift(<5)", "compiler(>=5.9) || swift(<5)"),
        ("!!DEBUG", "!!DEBUG"),
        ("true", "true"),
        ("a &&", "a &&"),
    ])
    func parse(text: String, printed: String) {
        #expect(ConditionParser.parse(text).description == printed)
    }

    @Test("They evaluate per platform; what cannot be known may hold", arguments: [
        ("os(Linux)", Platform.linux, true),
        ("os(Linux)", .macos, false),
        ("os(macOS)", .macos, true),
        ("!os(Linux)", .linux, false),
        ("canImport(Glibc)", .linux, true),
        ("canImport(Darwin)", .linux, false),
        ("canImport(AppKit)", .macos, true),
        ("canImport(UIKit)", .macos, false),
        ("canImport(SomePackage)", .linux, false),
        ("canImport(SomePackage)", .macos, true),
        ("canImport(Network)", .linux, false),
        ("canImport(System)", .linux, false),
        ("canImport(FoundationNetworking)", .linux, true),
        ("DEBUG", .linux, true),
        ("os(Linux) && DEBUG", .macos, false),
        ("os(Linux) || DEBUG", .macos, true),
        ("swift(>=5.9)", .linux, true),
        ("swift(<5.0)", .linux, false),
        ("targetEnvironment(simulator)", .macos, false),
    ])
    func evaluate(text: String, platform: Platform, holds: Bool) {
        #expect(Self.evaluator(platform).mayHold([ConditionParser.parse(text)]) == holds)
    }

    /// A target that defines `EVERYWHERE`, `LINUX_ONLY` on Linux and `RELEASE_ONLY` in
    /// release builds, in a package with the trait `Tracing`, where some builds pass `HAND`.
    static func evaluator(_ platform: Platform?) -> ConditionEvaluator {
        let target = Target(name: "A", kind: .library, path: "Sources/A", sources: [], dependencies: [], defines: [
            .init(name: "EVERYWHERE"), .init(name: "LINUX_ONLY", platforms: ["linux"]), .init(name: "RELEASE_ONLY", configuration: "release"),
        ])
        let package = PackageModel(name: "P", rootPath: "/", targets: [target], traits: ["Tracing"])
        let flags = CompilationFlags(target: target, package: package, config: ArchlintConfig(passedFlags: ["HAND"]))
        let importable = ImportableModules(closure: ["A", "NIOCore"], elsewhere: ["Store", "Yams"], declaredSystem: ["VendorSDK"])
        return ConditionEvaluator(platform: platform, flags: flags, importable: importable)
    }

    @Test("Flags are what SwiftPM sets: a flag nothing defines is false everywhere", arguments: [
        ("SWIFT_PACKAGE", Platform?.none, true),
        ("!SWIFT_PACKAGE", nil, false),
        ("NOT_DEFINED", nil, false),
        ("NOT_DEFINED", .linux, false),
        ("!NOT_DEFINED", .macos, true),
        ("EVERYWHERE", .macos, true),
        ("!EVERYWHERE", nil, false),
        ("LINUX_ONLY", .linux, true),
        ("LINUX_ONLY", .macos, false),
        ("LINUX_ONLY", nil, true),
        ("!LINUX_ONLY", nil, true),
        ("RELEASE_ONLY", .linux, true),
        ("!RELEASE_ONLY", .linux, true),
        ("DEBUG", nil, true),
        ("!DEBUG", nil, true),
        ("Tracing", nil, true),
        ("!Tracing", .linux, true),
        ("HAND", .macos, true),
        ("NOT_DEFINED || os(Linux)", .macos, false),
        ("canImport(NIOCore)", nil, true),
        ("canImport(NIOCore)", .linux, true),
        ("canImport(Store)", nil, false),
        ("canImport(Yams)", .macos, false),
        ("canImport(VendorSDK)", .linux, true),
        ("canImport(Unheard)", nil, true),
    ])
    func flags(text: String, platform: Platform?, holds: Bool) {
        #expect(Self.evaluator(platform).mayHold([ConditionParser.parse(text)]) == holds, "\(text) on \(String(describing: platform))")
    }

    @Test("Without a platform a branch counts if some platform can build it")
    func anyPlatform() {
        let evaluator = Self.evaluator(nil)
        #expect(evaluator.mayHold([ConditionParser.parse("os(Linux)")]) && evaluator.mayHold([ConditionParser.parse("os(macOS)")]))
        #expect(evaluator.mayHold([ConditionParser.parse("canImport(UIKit)")]))
        #expect(!evaluator.mayHold([.literal(false)]))
    }
}
