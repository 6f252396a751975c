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
        ("canImport(SomePackage)", .linux, true),
        ("DEBUG", .linux, true),
        ("os(Linux) && DEBUG", .macos, false),
        ("os(Linux) || DEBUG", .macos, true),
        ("swift(>=5.9)", .linux, true),
        ("swift(<5.0)", .linux, false),
        ("targetEnvironment(simulator)", .macos, false),
    ])
    func evaluate(text: String, platform: Platform, holds: Bool) {
        #expect(ConditionEvaluator(platform: platform).mayHold([ConditionParser.parse(text)]) == holds)
    }

    @Test("Without a platform every branch counts")
    func everyBranch() {
        #expect(ConditionEvaluator(platform: nil).mayHold([.literal(false)]))
    }
}
